import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSiteContentClient, type BlockContext, type CmsBlock, type ContentClient } from '@bank/shared-kit';
import { ExchangeRates, type ExchangeRatesData } from './ExchangeRates';
import { loadExchangeRates } from './load-exchange-rates';
import type { ExchangeRatesAnswer } from '../../exchange/exchange-rate';

const answers: Record<string, ExchangeRatesAnswer> = {
  GetExchangeRate: {
    date: '2026-11-20',
    currencies: [
      { currency: 'USD', code: '840', byRate: '41,55', sellRate: '42,10' },
      { currency: 'EUR', code: '978', byRate: '48,20', sellRate: '48,95' },
    ],
  },
  GetExchangeRateCard: {
    date: '2026-11-20',
    currencies: [
      { currency: 'EUR', code: '978', byRate: '48,35', sellRate: '48,80' },
      { currency: 'PLN', code: '985', byRate: '11,20', sellRate: '11,45' },
    ],
  },
  GetExchangeNBU: { date: '2026-11-20', currencies: [{ currency: 'USD', code: '840', byRate: '41,8312', sellRate: '41,8312' }] },
};

function fakeClient(failing: string[] = []) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const client = {
    post: async (_language: string, path: string, body: unknown) => {
      calls.push({ path, body });
      const method = new URL(path, 'http://x').searchParams.get('method') ?? '';
      if (failing.includes(method)) throw new Error('HTTP 502');
      return answers[method];
    },
  } as unknown as ContentClient;
  return { client, calls };
}

const block: CmsBlock = {
  id: 'home-rates',
  type: 'calculator',
  attributes: { field_calculator_type: 'ExchangeRates', field_block_title: 'Курси валют' },
};

async function renderSection(context: BlockContext, failing: string[] = []) {
  const { client, calls } = fakeClient(failing);
  registerSiteContentClient(client);
  const data: ExchangeRatesData = await loadExchangeRates(block, context, client);
  render(<ExchangeRates block={block} context={context} data={data} />);
  return calls;
}

const individuals: BlockContext = { language: 'uk', audience: 'individuals', path: '/uk' };
const business: BlockContext = { language: 'ru', audience: 'business', path: '/ru/business' };

// Typing with user-event is slow on a loaded machine; the default 5 s is not about behaviour.
jest.setTimeout(30_000);

describe('exchange rates section', () => {
  it('loads cash rates for the date and shows them with 2 decimals under Cash and Cards tabs', async () => {
    const calls = await renderSection(individuals);
    expect(calls[0]).toEqual({ path: '/jsonapi/wise/proxyrequest?method=GetExchangeRate', body: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Готівковий', 'Картковий']);
    expect(screen.getByRole('tab', { name: 'Готівковий' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Валюта', 'Банк купує', 'Банк продає']);
    const usd = screen.getByRole('rowheader', { name: /USD/ }).closest('tr') as HTMLElement;
    expect(
      within(usd)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['41,55', '42,10']);
    expect(screen.getByText('Курси на 20.11.2026')).toBeInTheDocument();
  });

  it('names the currencies the API sends as ISO letters from the dictionary, in the page language', async () => {
    await renderSection(individuals);
    expect(screen.getByRole('rowheader', { name: 'USD Долар США' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('З валюти')).getByRole('option', { name: 'EUR — Євро' })).toBeInTheDocument();
    cleanup();
    await renderSection(business);
    expect(screen.getByRole('rowheader', { name: 'USD Доллар США' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Из валюты')).getByRole('option', { name: 'UAH — Украинская гривна' })).toBeInTheDocument();
  });

  it('switching to Cards reloads the rates and resets the converter to UAH', async () => {
    const user = userEvent.setup();
    const calls = await renderSection(individuals);
    await user.selectOptions(screen.getByLabelText('З валюти'), 'EUR');
    await user.click(screen.getByRole('tab', { name: 'Картковий' }));
    expect(await screen.findByRole('rowheader', { name: /PLN/ })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/jsonapi/wise/proxyrequest?method=GetExchangeRateCard');
    expect(screen.getByRole('tab', { name: 'Картковий' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('З валюти')).toHaveValue('UAH');
    expect(screen.getByLabelText('У валюту')).toHaveValue('EUR');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderSection(individuals);
    screen.getByRole('tab', { name: 'Готівковий' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Картковий' })).toHaveFocus();
    expect(await screen.findByRole('rowheader', { name: /PLN/ })).toBeInTheDocument();
  });

  it('converts hryvnias into dollars at the sell rate, initially labelled Buy', async () => {
    const user = userEvent.setup();
    await renderSection(individuals);
    expect(screen.getByRole('radio', { name: 'Купівля' })).toBeChecked();
    await user.type(screen.getByLabelText('Сума'), '10 000');
    expect(screen.getByRole('status', { name: 'Ви отримаєте' })).toHaveTextContent('237,53 USD');
  });

  it('converts euros into dollars through the hryvnia, with spaces between thousands', async () => {
    const user = userEvent.setup();
    await renderSection(individuals);
    await user.selectOptions(screen.getByLabelText('З валюти'), 'EUR');
    await user.selectOptions(screen.getByLabelText('У валюту'), 'USD');
    await user.type(screen.getByLabelText('Сума'), '10000');
    // 10 000 × 48,95 ÷ 42,10
    expect(screen.getByRole('status', { name: 'Ви отримаєте' })).toHaveTextContent('11 627,08 USD');
    await user.click(screen.getByRole('radio', { name: 'Продаж' }));
    // 10 000 × 48,20 ÷ 41,55
    expect(screen.getByRole('status', { name: 'Ви отримаєте' })).toHaveTextContent('11 600,48 USD');
  });

  it('swaps the two currencies', async () => {
    const user = userEvent.setup();
    await renderSection(individuals);
    await user.type(screen.getByLabelText('Сума'), '100');
    await user.click(screen.getByRole('button', { name: 'Поміняти валюти місцями' }));
    expect(screen.getByLabelText('З валюти')).toHaveValue('USD');
    expect(screen.getByLabelText('У валюту')).toHaveValue('UAH');
    // 100 × 42,10 at the initial sell rate
    expect(screen.getByRole('status', { name: 'Ви отримаєте' })).toHaveTextContent('4 210,00 UAH');
  });

  it('refuses letters and negative amounts with a message', async () => {
    const user = userEvent.setup();
    await renderSection(individuals);
    const amount = screen.getByLabelText('Сума');
    await user.type(amount, '12abc');
    expect(amount).toHaveAccessibleDescription('Введіть суму цифрами, наприклад 1 000,50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Ви отримаєте' })).not.toHaveTextContent('USD');
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(screen.getByRole('alert')).toHaveTextContent('Сума не може бути від’ємною');
  });

  it('offers Cash and NBU to business, NBU rates with 6 decimals and one official rate', async () => {
    const user = userEvent.setup();
    await renderSection(business);
    await user.click(screen.getByRole('tab', { name: 'НБУ' }));
    const usd = (await screen.findByRole('rowheader', { name: /USD/ })).closest('tr') as HTMLElement;
    expect(
      within(usd)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['41,831200']);
    expect(screen.getByRole('columnheader', { name: 'Официальный курс' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a retry when the rates of a tab cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSection(individuals, ['GetExchangeRateCard']);
    await user.click(screen.getByRole('tab', { name: 'Картковий' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося завантажити дані');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });

  it("does not convert at the previous tab's rates when the new tab's cannot be loaded: it says they are unavailable", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSection(individuals, ['GetExchangeRateCard']);
    await user.type(screen.getByLabelText('Сума'), '10 000');
    expect(screen.getByRole('status', { name: 'Ви отримаєте' })).toHaveTextContent('237,53 USD');
    await user.click(screen.getByRole('tab', { name: 'Картковий' }));
    await screen.findByRole('alert');
    const result = screen.getByRole('status', { name: 'Ви отримаєте' });
    expect(result).toHaveTextContent('Курси цієї вкладки зараз недоступні, тому суму не пораховано.');
    expect(result).not.toHaveTextContent(/\d/);
  });
});
