export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What a field holds: whether it is checked, or its value. */
export type FieldValue = string | boolean;

const isChoice = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return !field.multiple && field.value !== (served?.value ?? '');
  }
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  return field.type !== 'file' && field.value !== field.defaultValue;
}

/**
 * The fields of a block's server HTML that hold something else than the server sent: what the visitor
 * typed or chose (or the browser restored for them), as no script of the block has run on it yet.
 */
export function fieldsChangedIn(place: Element): Map<Field, FieldValue> {
  const changed = new Map<Field, FieldValue>();
  for (const field of place.querySelectorAll<Field>('input, textarea, select')) {
    if (changedFromServer(field)) changed.set(field, isChoice(field) ? field.checked : field.value);
  }
  return changed;
}

/** The element's own setter, past the one React puts on the element to note what it set itself. */
function setOwnProperty(field: Field, property: 'value' | 'checked', value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

/**
 * Gives a hydrated block what the visitor typed or chose in one of its fields before it hydrated
 * (`left`: the field's value then, from fieldsChangedIn). The block's state still holds the server's
 * value, and sending the form would have sent that; hydration may even have put the server's value
 * back on screen. React reports a change only against the value it last saw, the server's or the
 * visitor's depending on the field: going through both makes it report the visitor's.
 */
export function replayEarlyField(field: Field, left: FieldValue): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    // React reports a select's change without comparing values.
    field.value = String(left);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isChoice(field)) {
    // Of a radio group, the one chosen: the one left unchecked follows from it.
    if (field.type === 'radio' && !left) return;
    for (const checked of [!left, Boolean(left)]) {
      setOwnProperty(field, 'checked', checked);
      field.dispatchEvent(new Event('click', { bubbles: true }));
    }
    return;
  }
  // Hydration may have set the field back to the server's value.
  const { selectionStart, selectionEnd } = field;
  for (const value of [field.defaultValue, String(left)]) {
    setOwnProperty(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // The caret stays where the visitor left it.
  if (field.ownerDocument.activeElement === field && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd);
  }
}
