import type { FormValues } from '../form-rules/initial-values';
import { SECRET_CODE_KEY } from '../form-rules/form-features';

/** What a visitor typed, kept in the browser tab until the form is sent (files cannot be kept). */
export interface SavedAnswers {
  values: Record<string, string | boolean>;
  step: number;
  sid: string | null;
  /** The key of a send whose answer was lost: a resend after a reload is still the same send. */
  sendKey: string | null;
  savedAt: number;
}

/** Unsent answers are kept at most this long: a shared computer does not keep them for the next person. */
export const SAVED_ANSWERS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Never kept at all: tax numbers and the deposit secret code. */
const NEVER_KEPT = new Set(['inn', 'ipn', 'edrpou', SECRET_CODE_KEY]);

const storageKey = (formId: string) => `bank-webform:${formId}`;

// sessionStorage: the answers live as long as the tab, not on the device. Storage can be full,
// disabled or blocked (private modes): the form then simply works without it.
export function readSavedAnswers(formId: string, now = Date.now()): SavedAnswers | null {
  try {
    const text = window.sessionStorage.getItem(storageKey(formId));
    const saved = text ? (JSON.parse(text) as SavedAnswers) : null;
    if (!saved || typeof saved.savedAt !== 'number' || now - saved.savedAt > SAVED_ANSWERS_MAX_AGE_MS) {
      clearSavedAnswers(formId);
      return null;
    }
    return saved;
  } catch {
    return null;
  }
}

export function saveAnswers(formId: string, values: FormValues, step: number, sid: string | null, sendKey: string | null, now = Date.now()): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | boolean] => !Array.isArray(entry[1]) && !NEVER_KEPT.has(entry[0])),
  );
  try {
    window.sessionStorage.setItem(storageKey(formId), JSON.stringify({ values: kept, step, sid, sendKey, savedAt: now } satisfies SavedAnswers));
  } catch {
    // see above
  }
}

export function clearSavedAnswers(formId: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(formId));
    // Answers an earlier version of the site kept on the device, without an expiry.
    window.localStorage.removeItem(storageKey(formId));
  } catch {
    // see above
  }
}
