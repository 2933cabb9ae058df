import { formatDepositAmount, formatDepositRate, toDepositProductTable, type DepositRow } from './deposit-table';

const row = (kind: string, amount: number, rate: number, isAdditionalTerm = false): DepositRow => ({
  kind,
  kindDisplay: `${kind} міс.`,
  rate,
  amount,
  agreeId: `31-${kind}-${amount}`,
  isAdditionalTerm,
});

describe('a deposit product table', () => {
  const table = toDepositProductTable({
    productId: '3102',
    productName: 'Депозит «Онлайн»',
    depositRows: [row('12', 50_000, 1450), row('3', 50_000, 1250), row('24', 50_000, 1500, true), row('3', 5_000_000, 1300), row('6', 50_000, 1375)],
  });

  it('has terms as columns by length, additional terms last', () => {
    expect(table.terms.map((term) => term.kind)).toEqual(['3', '6', '12', '24']);
  });

  it('has amounts as rows from the smallest, in the currency (hundredths ÷ 100)', () => {
    expect(table.rows.map((amountRow) => amountRow.amount)).toEqual([500, 50_000]);
  });

  it('gives each cell its rate in percent (hundredths ÷ 100), or null where the product has none', () => {
    expect(table.rows[0]?.cells.map((cell) => cell?.rate ?? null)).toEqual([12.5, 13.75, 14.5, 15]);
    expect(table.rows[1]?.cells.map((cell) => cell?.rate ?? null)).toEqual([13, null, null, null]);
    expect(table.rows[1]?.cells[0]).toEqual({ agreeId: '31-3-5000000', kind: '3', kindDisplay: '3 міс.', rate: 13, amount: 50_000 });
  });

  it('shows rates with 2 decimals and a comma', () => {
    expect(formatDepositRate(12.5)).toBe('12,50%');
    expect(formatDepositRate(0.75)).toBe('0,75%');
  });

  it('shows whole amounts without decimals, with spaces between thousands', () => {
    expect(formatDepositAmount(1_000_000)).toBe('1\u00a0000\u00a0000');
    expect(formatDepositAmount(1_000.5)).toBe('1\u00a0000,50');
  });
});
