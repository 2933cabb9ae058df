// What a field holds after a visitor's entry, as the forms spec describes the controls (not as the code
// does it): the phone mask, digits-only fields, the character limits of names and dates.

/**
 * The phone mask +38 (000) 000-00-00: a typed "+38" or "38" is the mask's own prefix, other characters
 * than ASCII digits are refused, and the mask shows its prefix as soon as anything is typed.
 */
export function maskedPhone(typed: string): string {
  if (typed === '') return '';
  const digits = typed
    .replace(/^\+?38/, '')
    .replace(/[^0-9]/g, '')
    .slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return `+38 (${parts[0]}${parts[1] ? `) ${parts[1]}` : ''}${parts[2] ? `-${parts[2]}` : ''}${parts[3] ? `-${parts[3]}` : ''}`;
}

export interface DigitLimits {
  maxLength?: number;
  max?: number;
}

/** A digits-only field typed key by key: other characters refused, the length cut, a key that would pass max refused. */
export function typedDigits(typed: string, { maxLength, max }: DigitLimits): string {
  let held = '';
  for (const character of typed) {
    if (!/^[0-9]$/.test(character) || (maxLength !== undefined && held.length >= maxLength)) continue;
    if (max !== undefined && Number(held + character) > max) continue;
    held += character;
  }
  return held;
}

/** A text field with a maximum length keeps that many characters (UTF-16 units, as browsers count). */
export const cut = (text: string, maxLength: number | undefined): string => (maxLength === undefined ? text : text.slice(0, maxLength));
