import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerBlockHost, registerSiteContentClient, type BlockHostProps, type CmsBlock, type ContentClient } from '@bank/shared-kit';
import type { CalculatorResult } from '../api/calculator-types';
import { outcomeOf } from '../stores/calculator-model';
import { CalculatorSection } from './CalculatorSection';
import type { CalculatorData } from './load-calculator-data';

const success = (platijMonth: number): CalculatorResult => ({
  productName: 'Кредит готівкою',
  platijMonth,
  rate: 39.9,
  formId: 'credit_cash',
  response: { type: 'SUCCESS', message: '' },
});

const data: CalculatorData = {
  type: 'IndCreditCalc',
  title: 'Розрахуйте кредит готівкою',
  context: {
    agreeId: '1201',
    productId: '12',
    analyticsName: 'credit_cash',
    formId: null,
    formCreditId: null,
    productName: null,
    answerDetail: null,
    listDetail: null,
  },
  questions: [
    { id: 1, key: 'summa', text: 'Сума кредиту', type: 'range', controlType: 2, unit: 'UAH', min: 3_000, max: 300_000, step: 1_000, default: 50_000, order: 1 },
    { id: 2, key: 'termin', text: 'Строк кредиту', type: 'range', controlType: 2, unit: 'months', min: 6, max: 60, step: 1, default: 24, order: 2 },
  ],
  answers: [],
  inputs: { values: { summa: 50_000, termin: 24 }, answerId: null },
  outcome: outcomeOf(success(3056.69)),
};

const block = { id: 'home-credit-calculator', type: 'calculator', attributes: {} };
const context = { language: 'uk' as const, audience: 'individuals' as const, path: '/uk' };

const hostedBlocks: BlockHostProps[] = [];
/** The shell fetching a block's code ahead of mounting it. */
const fetchCode = jest.fn<Promise<boolean>, [CmsBlock]>();
registerBlockHost((props: BlockHostProps) => {
  hostedBlocks.push(props);
  return null;
}, fetchCode);

const hostedForms = () => hostedBlocks.filter((props) => props.block.type === 'forms');

/** A fetch the test answers when it chooses. */
function pendingFetch() {
  let answer: (ready: boolean) => void = () => undefined;
  fetchCode.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)));
  return (ready: boolean) => answer(ready);
}

function fakeClient(answer: (body: { values: Record<string, number> }) => CalculatorResult) {
  const post = jest.fn(async (_language: string, _path: string, body: unknown) => answer(body as { values: Record<string, number> }));
  registerSiteContentClient({ get: jest.fn(), post, patch: jest.fn(), getAbsolute: jest.fn() } as unknown as ContentClient);
  return post;
}

describe('calculator section', () => {
  beforeEach(() => {
    hostedBlocks.length = 0;
    fetchCode.mockReset();
    fetchCode.mockResolvedValue(true);
  });

  it('shows the first result from its data, as "The best offer", with the indicative-figures hint', () => {
    fakeClient(() => success(1));
    render(<CalculatorSection block={block} context={context} data={data} />);
    expect(screen.getByRole('heading', { name: 'Найкраща пропозиція' })).toBeInTheDocument();
    expect(screen.getByText('3 056,69 грн')).toBeInTheDocument();
    expect(screen.getByText(/Ці розрахунки є орієнтовними/)).toBeInTheDocument();
  });

  it('refreshes the result when a typed value changes', async () => {
    const post = fakeClient((body) => success((body.values.summa ?? 0) / 10));
    render(<CalculatorSection block={block} context={context} data={data} />);
    const summa = screen.getByRole('textbox', { name: 'Сума кредиту' });
    await userEvent.clear(summa);
    await userEvent.type(summa, '100000');
    await waitFor(() => expect(screen.getByText('10 000,00 грн')).toBeInTheDocument(), { timeout: 3_000 });
    expect(post).toHaveBeenLastCalledWith(
      'uk',
      '/jsonapi/wise/proxyrequest?method=CalculateCredit',
      expect.objectContaining({ agreeId: '1201', values: { summa: 100_000, termin: 24 } }),
      // A calculation only reads: the server may share its answer (content-client.ts).
      { read: true },
    );
  });

  it('rejects a typed value above max, keeping the field as it was', async () => {
    fakeClient(() => success(1));
    render(<CalculatorSection block={block} context={context} data={data} />);
    const termin = screen.getByRole('textbox', { name: 'Строк кредиту' });
    await userEvent.type(termin, '0');
    expect(termin).toHaveValue('24');
  });

  it('shows "Value must be in the range" with min – max below min', async () => {
    fakeClient(() => success(1));
    render(<CalculatorSection block={block} context={context} data={data} />);
    const summa = screen.getByRole('textbox', { name: 'Сума кредиту' });
    await userEvent.clear(summa);
    await userEvent.type(summa, '200');
    expect(screen.getByText('Значення має бути в діапазоні 3 000 грн – 300 000 грн')).toBeInTheDocument();
    expect(summa).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a FAILURE message in place of the result', async () => {
    fakeClient(() => ({ response: { type: 'FAILURE', message: 'Сума понад 200 000 грн доступна на строк від 12 місяців' } }));
    render(<CalculatorSection block={block} context={context} data={data} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Строк кредиту, повзунок' }), { target: { value: '6' } });
    await waitFor(() => expect(screen.getByText('Сума понад 200 000 грн доступна на строк від 12 місяців')).toBeInTheDocument(), { timeout: 3_000 });
    expect(screen.queryByText('3 056,69 грн')).not.toBeInTheDocument();
  });

  it("fetches the form's code only once the visitor turns to the calculator, its status line saying where it comes, then that it loads", async () => {
    fakeClient(() => success(1));
    const answer = pendingFetch();
    render(<CalculatorSection block={block} context={context} data={data} />);
    expect(fetchCode).not.toHaveBeenCalled();
    expect(screen.queryByText('Завантажуємо форму заявки…')).not.toBeInTheDocument();
    const formLine = screen.getByText(/^Форма заявки з’явиться тут, щойно сторінка завантажиться повністю/);
    expect(formLine).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('textbox', { name: 'Сума кредиту' }));
    expect(fetchCode).toHaveBeenCalledWith(expect.objectContaining({ type: 'forms' }));
    expect(screen.getByText('Завантажуємо форму заявки…')).toBe(formLine);
    expect(hostedForms()).toEqual([]);

    answer(true);
    await waitFor(() => expect(hostedForms()).not.toEqual([]));
    expect(screen.queryByText('Завантажуємо форму заявки…')).not.toBeInTheDocument();
  });

  it("mounts mf-forms' form below, carrying the calculator values", async () => {
    fakeClient(() => success(1));
    render(<CalculatorSection block={block} context={context} data={data} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Сума кредиту' }));
    await waitFor(() =>
      expect(hostedForms().at(-1)?.block).toEqual({
        id: 'home-credit-calculator-application',
        type: 'forms',
        attributes: {
          field_form_id: 'credit_cash',
          display: 'inline',
          calculator: { summa: 50_000, termin: 24, Percent: 39.9, Kind: 'Кредит готівкою', formId: 'credit_cash', analyticsName: 'credit_cash' },
        },
      }),
    );
  });

  it('a form that fails to load says so with a retry; the retry mounts it with what the visitor typed', async () => {
    fakeClient((body) => success((body.values.summa ?? 0) / 10));
    fetchCode.mockResolvedValueOnce(false);
    render(<CalculatorSection block={block} context={context} data={data} />);
    const summa = screen.getByRole('textbox', { name: 'Сума кредиту' });
    await userEvent.clear(summa);
    await userEvent.type(summa, '100000');
    const failure = 'Не вдалося завантажити форму заявки. Ваш розрахунок збережено — спробуйте ще раз.';
    expect((await screen.findByText(failure)).closest('[role="alert"]')).not.toBeNull();
    expect(hostedForms()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(hostedForms().at(-1)?.block.attributes.calculator).toMatchObject({ summa: 100_000, termin: 24 }));
    expect(fetchCode).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(failure)).not.toBeInTheDocument();
    expect(summa).toHaveValue('100\u00a0000');
    await waitFor(() => expect(screen.getByText('10 000,00 грн')).toBeInTheDocument(), { timeout: 3_000 });
  });

  it("a fetch that throws is a failure too; after retry, focus waits in the form's place instead of the page", async () => {
    fakeClient(() => success(1));
    fetchCode.mockRejectedValueOnce(new Error('chunk failed'));
    render(<CalculatorSection block={block} context={context} data={data} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Сума кредиту' }));
    const retry = await screen.findByRole('button', { name: 'Спробувати ще раз' });
    const answer = pendingFetch();
    await userEvent.click(retry);
    const loading = screen.getByText('Завантажуємо форму заявки…');
    expect(loading).toHaveAttribute('role', 'status');
    expect(document.activeElement).toBe(loading.parentElement);
    answer(true);
    await waitFor(() => expect(hostedForms()).not.toEqual([]));
  });
});
