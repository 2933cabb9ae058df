import { render, screen } from '@testing-library/react';
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
});
