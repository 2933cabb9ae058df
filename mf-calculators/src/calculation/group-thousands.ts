import { formatAmount } from '@bank/shared-kit';

/** Spec 9: long numbers in mortgage results are grouped in thousands ("1400000 грн" → "1 400 000 грн"), by the one formatter. */
export function groupThousands(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => formatAmount(Number(digits), 0));
}
