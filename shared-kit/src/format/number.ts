// The one formatter of amounts (Intl.NumberFormat). Thousands are grouped with a non-breaking space, whatever
// separator the browser's locale data has: "від 1 000 000 UAH" must not break inside the number on a phone.
const GROUP = '\u00a0';
const formats = new Map<number, Intl.NumberFormat>();

function amountFormat(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' });
    formats.set(decimals, format);
  }
  return format;
}

/** Amounts as the bank writes them: non-breaking spaces between thousands, a comma before decimals, a hyphen minus. */
export function formatAmount(value: number, decimals = 2): string {
  return amountFormat(decimals)
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'group') return GROUP;
      if (part.type === 'decimal') return ',';
      if (part.type === 'minusSign') return '-';
      return part.value;
    })
    .join('');
}

/** Decimal strings from the bank's APIs may use a comma: "27,35". Not a number gives NaN. */
export function parseDecimal(text: string | number): number {
  if (typeof text === 'number') return text;
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}
