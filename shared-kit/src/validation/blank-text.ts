// Spaces, line breaks, control characters and invisible format characters (zero-width spaces, the byte
// order mark, direction marks): a field holding only these looks empty to the visitor and to the bank.
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}]*$/u;

/** A text that shows nothing: "must be filled" (forms spec section 5) is not met by it. */
export function isBlank(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}
