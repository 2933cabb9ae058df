import { dictionaryLanguageFailed, loadDictionaryLanguage, type SiteLanguage } from '@bank/shared-kit';

/** How long a page whose UI strings did not arrive waits before asking for them again. */
const PAGE_STRINGS_RETRY_MS = 10_000;

/**
 * Resolves once the UI strings of the page's language are there, asking again while they do not
 * arrive. Until then the page stays as the server sent it — readable, its links working — rather
 * than hydrated into a page of untranslated keys.
 */
export async function pageStringsLoaded(language: SiteLanguage, window: Window): Promise<void> {
  await loadDictionaryLanguage(language);
  while (dictionaryLanguageFailed(language)) {
    await new Promise((resolve) => window.setTimeout(resolve, PAGE_STRINGS_RETRY_MS));
    await loadDictionaryLanguage(language);
  }
}
