import type { Locator, Request } from '@playwright/test';
import type { BadInputCase, Entry } from '../../support/bad-inputs/bad-input-cases';
import type { FieldKind } from '../../support/bad-inputs/field-kind';
import type { ValidInput } from '../../support/bad-inputs/valid-inputs';

/** Calls that carry a visitor's answers to the bank: a form send, an SMS, a newsletter address, a confirmation. */
export function isAnswerSend(request: Request): boolean {
  const url = request.url();
  return (
    /\/jsonapi\/wise\/webform/.test(url) ||
    /\/api\/sms-code/.test(url) ||
    /\/api\/(uk|ru|en)\/newsletter$/.test(url) ||
    // The secret code is asked of the bank when a deposit form shows, carrying no answers.
    (/\/jsonapi\/wise\/proxyrequest/.test(url) && /[?&]form=true/.test(url) && !/[?&]method=GetSecretCode/.test(url))
  );
}

/** The control a visitor finds by the field's label; a group of choices by its legend. */
export function controlOf(form: Locator, kind: FieldKind, title: string): Locator {
  // A required field's label ends with an asterisk, hidden from assistive technology but not from the label's text.
  const name = new RegExp(`^${escapeRegExp(title)}( \\*)?$`);
  // Visible only: a closed result dialog may carry the same name as a field.
  return (kind === 'choice' ? form.getByRole('group', { name: title, exact: true }) : form.getByLabel(name)).filter({ visible: true });
}

/** The control whose description carries the field's message (for a group: its first choice). */
export function describedControl(control: Locator, kind: FieldKind): Locator {
  return kind === 'choice' ? control.getByRole('radio').first() : control;
}

/**
 * Empties a text control with the keys a visitor uses. (Playwright's fill selects without the key events
 * the phone mask follows, so on a filled phone the mask sees only part of its text replaced.)
 */
async function clear(control: Locator): Promise<void> {
  await control.focus();
  await control.press('ControlOrMeta+a');
  await control.press('Backspace');
}

/** Enters an input the way a visitor does: types, pastes, picks, unticks or attaches. */
export async function enter(control: Locator, kind: FieldKind, entry: Entry | ValidInput['entry']): Promise<void> {
  switch (entry.how) {
    case 'type':
      await clear(control);
      // A control character would be a key press (Tab leaves the field); those are pasted, as visitors do.
      if (/\p{Cc}/u.test(entry.text)) await control.fill(entry.text);
      else if (entry.text) await control.pressSequentially(entry.text);
      return;
    case 'paste':
      if (kind === 'phone') await clear(control);
      await control.fill(entry.text);
      return;
    case 'time':
      await control.fill(entry.value);
      return;
    case 'choose-nothing':
      // A group no one has chosen from stays so; a select goes back to its empty option.
      if (kind === 'select') await control.selectOption('');
      return;
    case 'choose':
      if (kind === 'select') await control.selectOption(entry.value);
      else await control.getByRole('radio', { name: entry.label }).check();
      return;
    case 'uncheck':
      await control.uncheck();
      return;
    case 'check':
      await control.check();
      return;
    case 'attach':
      await control.setInputFiles(entry.names.map((name) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(`file ${name}`) })));
      return;
  }
}

/** A held value the page can show back: text in a text control after typing or pasting. */
export function shownValue(found: BadInputCase): string | null {
  return (found.entry.how === 'type' || found.entry.how === 'paste') && typeof found.held === 'string' ? found.held : null;
}

/** For reports: the case with its input, shortened. */
export function describeCase(found: Pick<BadInputCase, 'field' | 'what' | 'entry'>): string {
  const input =
    'text' in found.entry
      ? found.entry.text
      : 'names' in found.entry
        ? found.entry.names.join(', ')
        : 'value' in found.entry
          ? found.entry.value
          : found.entry.how;
  const shown = input.length > 60 ? `${input.slice(0, 60)}… (${input.length} characters)` : input;
  return `${found.field}: ${found.what} ${JSON.stringify(shown)}`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
