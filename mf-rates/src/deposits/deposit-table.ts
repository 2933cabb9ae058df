import { formatAmount } from '@bank/shared-kit';

/** A row of GetDepositsTable (spec 3.7): rate and amount are in hundredths. */
export interface DepositRow {
  kind: string;
  kindDisplay: string;
  rate: number;
  amount: number;
  agreeId: string;
  isAdditionalTerm?: boolean;
}

export interface DepositProductAnswer {
  productName: string;
  productId: string;
  advantages?: string[];
  depositRows?: DepositRow[];
}

interface DepositTerm {
  kind: string;
  display: string;
}

/** One rate the visitor can apply for: the cell of an amount and a term. */
export interface DepositCell {
  agreeId: string;
  kind: string;
  kindDisplay: string;
  /** In percent: hundredths ÷ 100. */
  rate: number;
  /** In the currency: hundredths ÷ 100. */
  amount: number;
}

interface DepositAmountRow {
  amount: number;
  /** One per term, in the order of the terms; null where the product has no rate. */
  cells: Array<DepositCell | null>;
}

/** One product's table: rows are deposit amounts, columns are terms. */
export interface DepositProductTable {
  productId: string;
  productName: string;
  advantages: string[];
  terms: DepositTerm[];
  rows: DepositAmountRow[];
}

const fromHundredths = (value: number) => value / 100;

/** Terms by length (additional terms after the regular ones); amounts from the smallest. */
export function toDepositProductTable(product: DepositProductAnswer): DepositProductTable {
  const rows = product.depositRows ?? [];
  const termOrder = (row: DepositRow) => [row.isAdditionalTerm ? 1 : 0, Number(row.kind) || 0] as const;
  const terms = [...new Map(rows.map((row) => [row.kind, row])).values()]
    .sort((a, b) => {
      const [extraA, lengthA] = termOrder(a);
      const [extraB, lengthB] = termOrder(b);
      return extraA - extraB || lengthA - lengthB;
    })
    .map((row) => ({ kind: row.kind, display: row.kindDisplay }));
  const amounts = [...new Set(rows.map((row) => row.amount))].sort((a, b) => a - b);
  return {
    productId: product.productId,
    productName: product.productName,
    advantages: product.advantages ?? [],
    terms,
    rows: amounts.map((amount) => ({
      amount: fromHundredths(amount),
      cells: terms.map((term) => {
        const row = rows.find((candidate) => candidate.amount === amount && candidate.kind === term.kind);
        return row
          ? { agreeId: row.agreeId, kind: row.kind, kindDisplay: row.kindDisplay, rate: fromHundredths(row.rate), amount: fromHundredths(row.amount) }
          : null;
      }),
    })),
  };
}

/** Spec 9: deposit rates with 2 decimals, as percent. */
const DEPOSIT_RATE_DECIMALS = 2;

export function formatDepositRate(rate: number): string {
  return `${formatAmount(rate, DEPOSIT_RATE_DECIMALS)}%`;
}

/** Whole amounts without decimals (1 000), others with 2 (1 000,50). */
export function formatDepositAmount(amount: number): string {
  return formatAmount(amount, Number.isInteger(amount) ? 0 : 2);
}
