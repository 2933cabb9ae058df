import type { FormValues } from '../form-rules/initial-values';

/** What a visitor typed, kept on the device until the form is sent (files cannot be kept). */
export interface SavedAnswers {
  values: Record<string, string | boolean>;
  step: number;
  sid: string | null;
}

const storageKey = (formId: string) => `bank-webform:${formId}`;

// Storage can be full, disabled or blocked (private modes): the form then simply works without it.
export function readSavedAnswers(formId: string): SavedAnswers | null {
  try {
    const saved = window.localStorage.getItem(storageKey(formId));
    return saved ? (JSON.parse(saved) as SavedAnswers) : null;
  } catch {
    return null;
  }
}

export function saveAnswers(formId: string, values: FormValues, step: number, sid: string | null): void {
  const kept = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | boolean] => !Array.isArray(entry[1])));
  try {
    window.localStorage.setItem(storageKey(formId), JSON.stringify({ values: kept, step, sid } satisfies SavedAnswers));
  } catch {
    // see above
  }
}

export function clearSavedAnswers(formId: string): void {
  try {
    window.localStorage.removeItem(storageKey(formId));
  } catch {
    // see above
  }
}
