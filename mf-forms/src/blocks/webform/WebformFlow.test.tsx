import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { convertWebform } from '@bank/shared-kit';
import type { WebformServices } from '../../submission/site-services';
import { Webform } from './Webform';
import type { WebformData } from './webform-data';

const context = { language: 'uk', audience: 'individuals', path: '/uk/depozyt-zaiavka' } as const;

function depositForm(): WebformData {
  return {
    formId: 'deposit',
    title: 'Відкрити депозит',
    display: 'inline',
    elements: convertWebform({
      comment: { '#type': 'textfield', '#title': 'Коментар' },
      pers_code: { '#type': 'value', '#title': 'Секретний код' },
      actions: { '#type': 'webform_actions', '#submit__label': 'Відкласти ставку' },
    }),
    oneStepCredit: null,
  };
}

function services(overrides: Partial<WebformServices> = {}): WebformServices {
  const codes = ['481516', '234200'];
  return {
    submit: jest.fn(async () => ({ kind: 'completed' as const, text: 'Дякуємо! Вашу заявку № 7 прийнято', sid: '7' })),
    sendToBroker: jest.fn(),
    sendSms: jest.fn(),
    checkSms: jest.fn(),
    secretCode: jest.fn(async () => codes.shift() ?? ''),
    checkMail: jest.fn(),
    confirmComplaint: jest.fn(),
    report: jest.fn(),
    ...overrides,
  };
}

function renderForm(calls: WebformServices) {
  render(<Webform block={{ type: 'forms', attributes: {} } as never} context={context} data={depositForm()} services={calls} />);
}

describe('deposit form secret code', () => {
  beforeEach(() => localStorage.clear());

  it('the code shown after a send stays the code sent with it when the form behind the result resets', async () => {
    const user = userEvent.setup();
    const calls = services();
    renderForm(calls);
    const secret = await screen.findByRole('complementary', { name: 'Ваш секретний код' });
    await screen.findByText('481516');

    await user.click(screen.getByRole('button', { name: 'Відкласти ставку' }));
    expect(calls.submit).toHaveBeenCalledWith(expect.objectContaining({ values: expect.objectContaining({ pers_code: '481516' }) }));
    const result = await screen.findByRole('dialog', { name: 'Відкрити депозит' });
    // Closing resets the form at once, as the 5 s timer does when it is left open.
    await user.click(screen.getAllByRole('button', { name: 'Закрити' }).find((button) => result.contains(button))!);

    expect(await screen.findByRole('button', { name: 'Відкласти ставку' })).toBeEnabled();
    expect(screen.getByRole('complementary', { name: 'Ваш секретний код' })).toHaveTextContent('481516');
    expect(secret).toBeInTheDocument();
    expect(calls.secretCode).toHaveBeenCalledTimes(1);
  });

  it("the code's title is a heading under the form's, and the big code is no paragraph posing as one (axe p-as-heading)", async () => {
    renderForm(services());
    const secret = await screen.findByRole('complementary', { name: 'Ваш секретний код' });
    expect(within(secret).getByRole('heading', { level: 3, name: 'Ваш секретний код' })).toBeInTheDocument();
    expect(within(secret).getByText('481516')).not.toHaveRole('paragraph');
  });
});

function feedbackForm(): WebformData {
  return {
    formId: 'feedback',
    title: 'Ваш відгук',
    display: 'inline',
    elements: convertWebform({
      review: { '#type': 'textarea', '#title': 'Текст відгуку', '#required': true },
      actions: { '#type': 'webform_actions', '#submit__label': 'Надіслати відгук' },
    }),
    oneStepCredit: null,
  };
}

describe('feedback confirmed by the email code', () => {
  beforeEach(() => localStorage.clear());

  it('after a wrong code the visitor tries again and the review is confirmed; Return puts focus on the form heading', async () => {
    const user = userEvent.setup();
    const calls = services({
      submit: jest.fn(async () => ({ kind: 'completed' as const, text: 'Код надіслано', sid: '9', feedbackId: '9' })),
      checkMail: jest
        .fn()
        .mockResolvedValueOnce({ message: 'Невірний код, будь ласка, надішліть ще раз', confirmed: false })
        .mockResolvedValueOnce({ message: 'Дякуємо! Вашу пошту підтверджено', confirmed: true }),
    });
    render(<Webform block={{ type: 'forms', attributes: {} } as never} context={context} data={feedbackForm()} services={calls} />);
    await user.type(screen.getByRole('textbox', { name: 'Текст відгуку' }), 'Швидко відкрили рахунок');
    await user.click(screen.getByRole('button', { name: 'Надіслати відгук' }));

    await user.type(await screen.findByRole('textbox', { name: 'Код підтвердження' }), '0000');
    await user.click(screen.getByRole('button', { name: 'Підтвердити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Невірний код, будь ласка, надішліть ще раз');
    expect(screen.queryByRole('button', { name: 'Повернутися' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Код підтвердження' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Підтвердити' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Дякуємо! Вашу пошту підтверджено');
    expect(calls.checkMail).toHaveBeenLastCalledWith('9', '1234');

    await user.click(screen.getByRole('button', { name: 'Повернутися' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ваш відгук' })).toHaveFocus());
  });
});

describe('focus after the result popup', () => {
  beforeEach(() => localStorage.clear());

  it('closing the result popup puts focus on the form heading, not on the page body', async () => {
    const user = userEvent.setup();
    renderForm(services());
    await screen.findByText('481516');
    await user.click(screen.getByRole('button', { name: 'Відкласти ставку' }));
    const result = await screen.findByRole('dialog', { name: 'Відкрити депозит' });
    await user.click(within(result).getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Відкрити депозит', level: 2, hidden: false })).toHaveFocus());
  });
});

function smsForm(): WebformData {
  return {
    formId: 'credit',
    title: 'Заявка на кредит',
    display: 'inline',
    elements: convertWebform({
      phone: { '#type': 'tel', '#title': 'Мобільний телефон' },
      sms_verification: { '#type': 'hidden', '#default_value': '1' },
      actions: { '#type': 'webform_actions', '#submit__label': 'Надіслати заявку' },
    }),
    oneStepCredit: null,
  };
}

describe('SMS check', () => {
  beforeEach(() => localStorage.clear());

  it('after three wrong codes the form says why it was not sent, and focus is on the form heading', async () => {
    const user = userEvent.setup();
    const calls = services({
      sendSms: jest.fn(async () => ({ type: 'SUCCESS', idOtp: 'otp-1' })),
      checkSms: jest.fn(async () => ({ type: 'WRONG_CODE' })),
    });
    render(
      <Webform
        block={{ type: 'forms', attributes: { prefill: { phone: '+38 (050) 123-45-67' } } } as never}
        context={context}
        data={smsForm()}
        services={calls}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    for (let tries = 0; tries < 3; tries += 1) {
      const code = await screen.findByRole('textbox', { name: 'Код з SMS' });
      await waitFor(() => expect(code).toBeEnabled());
      await user.type(code, '1111{Enter}');
      if (tries < 2) await screen.findByText('Невірний код, будь ласка, надішліть ще раз');
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Код з SMS тричі введено невірно, тому заявку не надіслано.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.submit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Заявка на кредит' })).toHaveFocus());
  });
});
