import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerBlockHost, registerSiteContentClient, type BlockContext, type BlockHostProps, type CmsBlock, type ContentClient } from '@bank/shared-kit';
import { DepositRatesTable } from './DepositRatesTable';
import { loadDepositRatesTable } from './load-deposit-rates-table';
import type { DepositProductAnswer } from '../../deposits/deposit-table';

const rows = (productId: string, cells: Array<[kind: string, amount: number, rate: number]>) =>
  cells.map(([kind, amount, rate], index) => ({ kind, kindDisplay: `${kind} міс.`, rate, amount, agreeId: `${productId}-${index}`, isAdditionalTerm: false }));

const tables: Record<string, DepositProductAnswer[]> = {
  UAH: [
    {
      productId: '3101',
      productName: 'Депозит «Стабільний»',
      advantages: ['Виплата процентів щомісяця'],
      depositRows: rows('3101', [
        ['3', 100_000, 1200],
        ['6', 100_000, 1350],
        ['3', 10_000_000, 1225],
      ]),
    },
    { productId: '3102', productName: 'Депозит «Онлайн»', depositRows: rows('3102', [['1', 50_000, 1000]]) },
    { productId: '3103', productName: 'Депозит «Пенсійний»', depositRows: rows('3103', [['12', 10_000, 1450]]) },
  ],
  USD: [{ productId: '3111', productName: 'Депозит «Стабільний» у доларах', depositRows: rows('3111', [['12', 10_000, 275]]) }],
};

function fakeClient() {
  const bodies: unknown[] = [];
  const client = {
    post: async (_language: string, path: string, body: { depositCurrency: string }) => {
      expect(path).toBe('/jsonapi/wise/proxyrequest?method=GetDepositsTable');
      bodies.push(body);
      return { depositsTable: tables[body.depositCurrency] ?? [] };
    },
  } as unknown as ContentClient;
  return { client, bodies };
}

const mountedBlocks: BlockHostProps[] = [];
registerBlockHost((props) => {
  mountedBlocks.push(props);
  return <p>форма заявки</p>;
});

const block: CmsBlock = {
  id: 'deposit-rates',
  type: 'api_table',
  attributes: { field_block_title: 'Ставки за депозитами', field_currency: ['UAH', 'USD', 'EUR'], field_form_id: 'deposit_request' },
};
const context: BlockContext = { language: 'uk', audience: 'individuals', path: '/uk/deposit-rates' };

async function renderTable(attributes = block.attributes) {
  const { client, bodies } = fakeClient();
  registerSiteContentClient(client);
  const withAttributes = { ...block, attributes };
  render(<DepositRatesTable block={withAttributes} context={context} data={await loadDepositRatesTable(withAttributes, context, client)} />);
  return bodies;
}

const productTable = (name: string) => screen.getByRole('table', { name: new RegExp(`^${name}`) });

// Typing with user-event is slow on a loaded machine; the default 5 s is not about behaviour.
jest.setTimeout(30_000);

describe('deposit rates table', () => {
  beforeEach(() => {
    mountedBlocks.length = 0;
  });

  it('loads UAH for individuals and shows the first product: amounts by terms, rates with 2 decimals or a dash', async () => {
    const bodies = await renderTable();
    expect(bodies).toEqual([{ language: 1, depositCurrency: 'UAH', typeClient: 7 }]);
    expect(
      within(screen.getByRole('group', { name: 'Валюта вкладу' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['UAH', 'USD', 'EUR']);
    expect(screen.getByRole('radio', { name: 'UAH' })).toBeChecked();
    const table = productTable('Депозит «Стабільний»');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Сума вкладу', '3 міс.', '6 міс.']);
    const small = within(table).getByRole('row', { name: /від\u00a01\u00a0000\u00a0UAH/ });
    expect(
      within(small)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12,00%', '13,50%']);
    const large = within(table).getByRole('row', { name: /від\u00a0100\u00a0000\u00a0UAH/ });
    expect(
      within(large)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12,25%', '—немає ставки']);
  });

  it('keeps the other products collapsed until asked', async () => {
    const user = userEvent.setup();
    await renderTable();
    // A native disclosure: it opens before hydration and without script.
    const more = screen.getAllByText('Інші депозити (2)')[0]?.closest('summary') as HTMLElement;
    expect(more.closest('details')?.open).toBe(false);
    expect(productTable('Депозит «Онлайн»')).not.toBeVisible();
    await user.click(more);
    expect(more.closest('details')?.open).toBe(true);
    expect(productTable('Депозит «Онлайн»')).toBeVisible();
    expect(productTable('Депозит «Пенсійний»')).toBeVisible();
  });

  it('asks GetDepositsTable again for the chosen currency', async () => {
    const user = userEvent.setup();
    const bodies = await renderTable();
    await user.click(screen.getByRole('radio', { name: 'USD' }));
    expect(await screen.findByRole('table', { name: /Депозит «Стабільний» у доларах/ })).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ language: 1, depositCurrency: 'USD', typeClient: 7 });
    expect(screen.queryByText(/Інші депозити/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'EUR' }));
    expect(await screen.findByText('У цій валюті депозитів зараз немає.')).toBeInTheDocument();
  });

  it('opens the application form for a clicked rate, carrying its values, and closes on Escape back to the rate', async () => {
    const user = userEvent.setup();
    await renderTable();
    const rate = screen.getByRole('button', { name: '13,50% — оформити на 6 міс., від\u00a01\u00a0000\u00a0UAH' });
    await user.click(rate);
    const dialog = screen.getByRole('dialog', { name: 'Заявка: Депозит «Стабільний»' });
    expect(within(dialog).getByText('форма заявки')).toBeInTheDocument();
    expect(mountedBlocks.at(-1)).toEqual({
      context,
      block: {
        id: 'deposit-rates-application-3101-1',
        type: 'forms',
        attributes: {
          field_form_id: 'deposit_request',
          display: 'inline',
          calculator: {
            cardName: 'Депозит «Стабільний»',
            depositRate: 13.5,
            Percent: 13.5,
            termin: '6',
            Kind: '6',
            formId: 'deposit_request',
            summa: 1_000,
            agreeId: '3101-1',
            currency: 'UAH',
          },
          prefill: { CustomAgreeeId: '3101-1' },
        },
      },
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rate).toHaveFocus();
  });

  it('shows plain rates when the block has no application form', async () => {
    await renderTable({ field_currency: ['UAH'] });
    expect(screen.queryByRole('button', { name: /оформити/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Валюта вкладу' })).not.toBeInTheDocument();
    expect(within(productTable('Депозит «Стабільний»')).getByText('13,50%')).toBeInTheDocument();
  });
});
