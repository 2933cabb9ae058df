import { use } from 'react';
import { dictionaryLanguageFailed, useDictionaryLanguage, type SiteLanguage } from '@bank/shared-kit';

let serverPage: Promise<never> | undefined;

/**
 * Holds a render until the UI strings of its language are there. When they cannot be loaded (the
 * visitor switched language and the other language's chunk did not arrive), the page is asked of
 * the server instead, which renders every language: a page of untranslated keys is never shown.
 * The URL is already the new page's. The page the server sent is hydrated only once its own
 * strings are there (bootstrap.tsx), so this never reloads it.
 */
export function usePageStrings(language: SiteLanguage): void {
  useDictionaryLanguage(language);
  if (!dictionaryLanguageFailed(language)) return;
  // Started once, however often React retries this render; the render waits for the new document.
  serverPage ??= new Promise<never>(() => window.location.reload());
  use(serverPage);
}
