import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { convertWebform } from '@bank/shared-kit';
import type { WebformServices } from '../../submission/site-services';
import { saveAnswers } from '../../stores/saved-answers';
import { Webform } from './Webform';
import type { WebformData } from './webform-data';

// The form as the server sends it and as it turns live in the browser (hydration).

const context = { language: 'uk', audience: 'individuals', path: '/uk/zaiavka' } as const;
const data: WebformData = {
  formId: 'card_order',
  title: 'Замовити картку',
  display: 'inline',
  elements: convertWebform({
    phone: { '#type': 'tel', '#title': 'Мобільний телефон' },
    delivery: { '#type': 'radio', '#title': 'Доставка', '#options': { branch: 'У відділення', courier: 'Кур’єром' }, '#default_value': 'branch' },
    rating: { '#type': 'webform_rating', '#title': 'Ваша оцінка', '#max': 5 },
    agreement: { '#type': 'checkbox', '#title': 'Погоджуюся з умовами', '#default_value': true },
  }),
  oneStepCredit: null,
};
const services = { secretCode: async () => '' } as unknown as WebformServices;
const form = () => <Webform block={{ type: 'forms', attributes: {} } as never} context={context} data={data} services={services} />;

describe('the form before it is live', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('the server HTML has the defaults the live form shows: the agreement ticked, the default radios checked', () => {
    document.body.innerHTML = renderToString(form());
    expect(screen.getByRole('checkbox', { name: 'Погоджуюся з умовами' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'У відділення' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Кур’єром' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '3 з 5' })).toBeChecked();
  });

  it('a phone typed before the form is live keeps its digits in order as typing goes on after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.replaceChildren(container);
    const phone = screen.getByRole('textbox', { name: 'Мобільний телефон' }) as HTMLInputElement;
    const user = userEvent.setup();
    await user.type(phone, '06711');

    await act(async () => {
      hydrateRoot(container, form());
    });
    expect(phone).toHaveValue('+38 (067) 11');
    await user.type(phone, '12233', { skipClick: true });
    expect(phone).toHaveValue('+38 (067) 111-22-33');
  });

  it('answers kept from an earlier visit come back, but never over a phone typed before the form is live', async () => {
    saveAnswers('card_order', { phone: '+38 (050) 123-45-67', delivery: 'branch', rating: '3', agreement: false }, 0, null, null);
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.replaceChildren(container);
    const phone = screen.getByRole('textbox', { name: 'Мобільний телефон' }) as HTMLInputElement;
    await userEvent.setup().type(phone, '06711');

    await act(async () => {
      hydrateRoot(container, form());
    });
    expect(phone).toHaveValue('+38 (067) 11');
    expect(screen.getByRole('checkbox', { name: 'Погоджуюся з умовами' })).not.toBeChecked();
  });
});
