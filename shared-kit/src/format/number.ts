/** Amounts as the bank writes them: spaces between thousands, a comma before decimals. */
export function formatAmount(value: number, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + (fraction ? `${grouped},${fraction}` : grouped);
}

/** Decimal strings from the bank's APIs may use a comma: "27,35". Not a number gives NaN. */
export function parseDecimal(text: string | number): number {
  if (typeof text === 'number') return text;
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}
