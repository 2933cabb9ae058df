const NATIONAL = /^0\d{9}$/;
const INTERNATIONAL = /^380\d{9}$/;

/**
 * A Ukrainian mobile number as one string of digits, 380XXXXXXXXX, however it was written (+380…, 380…, 0…,
 * with spaces, brackets or dashes): one phone is one key for the limits and proofs that count or name it. Null
 * for anything else.
 */
export function ukrainianPhone(value) {
  const digits = String(value ?? '').replace(/[\s\-()+]/g, '');
  if (INTERNATIONAL.test(digits)) return digits;
  if (NATIONAL.test(digits)) return `38${digits}`;
  return null;
}
