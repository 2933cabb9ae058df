// The one formatter of amounts. Thousands are grouped with a non-breaking space: "від 1 000 000 UAH" must not break
// inside the number on a phone. Not Intl.NumberFormat: a page's first Intl formatter loads the browser's ICU data,
// 25-50 ms of one task on a phone's main thread (the longest task left on the rates and product pages), and the
// bank's style sets every symbol itself anyway. It rounds as Intl does: the number's shortest decimal form
// (what String() gives), half away from zero.
const GROUP = '\u00a0';
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** |value| × 10^decimals, rounded, as a string of digits: worked on the decimal digits, which a double cannot hold exactly. */
function roundedDigits(value: number, decimals: number): string {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + decimals;
  if (point < 0) return '0';
  const roundUp = (digits[point] ?? '0') >= '5' ? 1n : 0n;
  return String(BigInt(digits.slice(0, point).padEnd(point, '0') || '0') + roundUp);
}

/** Amounts as the bank writes them: non-breaking spaces between thousands, a comma before decimals, a hyphen minus. */
export function formatAmount(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const digits = roundedDigits(value, decimals).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  // No minus before an amount that rounds to zero.
  const minus = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${minus}${whole.replace(THOUSANDS, GROUP)}${fraction ? `,${fraction}` : ''}`;
}

/** Decimal strings from the bank's APIs may use a comma: "27,35". Not a number gives NaN. */
export function parseDecimal(text: string | number): number {
  if (typeof text === 'number') return text;
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}
