import { cmsHtmlNeedsScript } from '@bank/shared-kit';

/**
 * A block made of CMS HTML alone is static (its server HTML is all of it, no code in the browser)
 * unless some of that HTML opens and closes by script.
 */
export function isStaticHtml(...fragments: string[]): boolean {
  return !fragments.some(cmsHtmlNeedsScript);
}
