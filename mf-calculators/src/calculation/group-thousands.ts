/** Spec 9: long numbers in mortgage results are grouped in thousands with spaces ("1400000 грн" → "1 400 000 грн"). */
export function groupThousands(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
}
