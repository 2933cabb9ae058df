import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerBlockHost, registerSiteContentClient, type BlockHostProps, type ContentClient } from '@bank/shared-kit';
import type { CalculatorResult } from '../api/calculator-types';
import { outcomeOf } from '../stores/calculator-model';
import { CalculatorSection } from './CalculatorSection';
import type { CalculatorData } from './load-calculator-data';

const offer: CalculatorResult = {
  formId: 'mortgage',
  offers: [
    { nameSign: 'Ваша пропозиція', textSign: '', orderSign: 0 },
    { nameSign: 'Сума кредиту', textSign: '1400000 грн', orderSign: 1 },
  ],
  costs: [
    { nameSign: 'Витрати на оформлення', textSign: '', orderSign: 0 },
    { nameSign: 'Послуги нотаріуса', textSign: '20000 грн', orderSign: 1 },
  ],
  response: { type: 'SUCCESS', message: '' },
};

const data: CalculatorData = {
  type: 'MortgageCalc',
  title: 'Іпотечний калькулятор',
  context: {
    agreeId: '5101',
    productId: '51',
    analyticsName: 'mortgage',
    formId: null,
    formCreditId: null,
    productName: null,
    answerDetail: null,
    listDetail: null,
  },
  questions: [
    {
      id: 1,
      key: 'cost',
      text: 'Вартість нерухомості',
      type: 'range',
      controlType: 2,
      unit: 'UAH',
      min: 500_000,
      max: 20_000_000,
      step: 10_000,
      default: 2_000_000,
      order: 1,
    },
    {
      id: 2,
      key: 'payment',
      text: 'Перший внесок',
      type: 'range',
      controlType: 2,
      unit: 'UAH',
      min: 100_000,
      max: 10_000_000,
      step: 10_000,
      default: 600_000,
      order: 2,
    },
  ],
  answers: [],
  inputs: { values: { cost: 2_000_000, payment: 600_000 }, answerId: null },
  outcome: outcomeOf(offer),
};

const hosted: BlockHostProps[] = [];
registerBlockHost((props: BlockHostProps) => {
  hosted.push(props);
  return <p>application form {String(props.block.attributes.field_form_id)}</p>;
});
registerSiteContentClient({ get: jest.fn(), post: jest.fn(async () => offer), patch: jest.fn(), getAbsolute: jest.fn() } as unknown as ContentClient);

const render_ = () =>
  render(
    <CalculatorSection
      block={{ id: 'mortgage', type: 'calculator', attributes: {} }}
      context={{ language: 'uk', audience: 'individuals', path: '/uk/credits/ipoteka' }}
      data={data}
    />,
  );

describe('mortgage calculator', () => {
  it('groups long numbers with spaces; the first entry of each list is its heading', () => {
    render_();
    expect(screen.getByRole('heading', { name: 'Ваша пропозиція' })).toBeInTheDocument();
    expect(screen.getByText('1 400 000 грн')).toBeInTheDocument();
  });

  it('shows the costs on "In detail" and hides them on "Collapse"', async () => {
    render_();
    expect(screen.getByText('20 000 грн')).not.toBeVisible();
    // A native disclosure whose words follow its state: it opens before hydration and without script.
    const toggle = screen.getByText('Детальніше').closest('summary') as HTMLElement;
    expect(toggle).toHaveTextContent('Згорнути');
    await userEvent.click(toggle);
    expect(screen.getByText('20 000 грн')).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText('20 000 грн')).not.toBeVisible();
  });

  it('offers the application form only when every value is at least its min, else a disabled button', async () => {
    render_();
    const payment = screen.getByRole('textbox', { name: 'Перший внесок' });
    await userEvent.click(payment);
    expect(await screen.findByText('application form mortgage')).toBeInTheDocument();
    await userEvent.clear(payment);
    await userEvent.type(payment, '5000');
    expect(screen.queryByText('application form mortgage')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Залишити заявку' })).toBeDisabled();
    await userEvent.type(payment, '00');
    expect(await screen.findByText('application form mortgage')).toBeInTheDocument();
    expect(hosted.at(-1)?.block.attributes.calculator).toMatchObject({ summa: 1_500_000, formId: 'mortgage', analyticsName: 'mortgage' });
  });
});
