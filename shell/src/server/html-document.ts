import { createHash } from 'node:crypto';
import { INLINED_PAGE_ELEMENT_ID } from '../page/inlined-page';
import { pageScriptsElement, type PageScripts } from '../page/page-scripts';
import type { Stylesheet } from './remote-web-assets';

export interface DocumentParts {
  language: string;
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: Array<{ language: string; url: string }>;
  /** Stylesheets the shell and the server-rendered blocks need before first paint. */
  stylesheets: Stylesheet[];
  /** Scripts the page will run, requested by the shell after the first paint (page-scripts.ts). */
  scripts: PageScripts;
  /** The preload React wrote for the picture of the page's largest paint (server-islands.tsx), put before the styles. */
  lcpImagePreload: string | null;
  appHtml: string;
  inlinedJson: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sends the browser on to `path` once its status (200) has gone out with a streamed page's first bytes: a meta
 * refresh works before and without JavaScript, and the blocks' data inlined with the page never reads again.
 */
export const lateRedirect = (path: string) => `<meta http-equiv="refresh" content="0; url=${escapeAttribute(path)}">`;
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Inlined: a linked stylesheet blocks the first paint for a request to its origin, one per remote.
 * The disabled link beside it is never fetched; it tells the bundler's CSS loader that the file is
 * already on the page, which would otherwise load it again and append it after later styles.
 */
function stylesheetTags({ href, css }: Stylesheet): string {
  const link = `<link rel="stylesheet" href="${escapeAttribute(href)}"`;
  if (css === null) return `${link}>`;
  return `${styleElement(css).element}${link} disabled>`;
}

// The stylesheets are build files, a few dozen texts on every page: each is made safe for a style element, and
// hashed for the page's CSP, once.
const MAX_STYLE_ELEMENTS_KEPT = 500;
const styleElements = new Map<string, { element: string; hash: string }>();

function styleElement(css: string): { element: string; hash: string } {
  let style = styleElements.get(css);
  if (style === undefined) {
    const text = css.replace(/<\/style/gi, '<\\/style');
    style = { element: `<style>${text}</style>`, hash: `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` };
    if (styleElements.size >= MAX_STYLE_ELEMENTS_KEPT) styleElements.clear();
    styleElements.set(css, style);
  }
  return style;
}

/** The CSP hashes (`style-src`) of the style elements these stylesheets become in the page. */
export function inlinedStyleHashes(stylesheets: Stylesheet[]): string[] {
  return [...new Set(stylesheets.flatMap(({ css }) => (css === null ? [] : [styleElement(css).hash])))];
}

type DocumentHead = Omit<DocumentParts, 'appHtml' | 'inlinedJson' | 'scripts'>;

const ROOT = '<div id="root"></div>';

/** The document around the page's markup, in the pieces a page is sent in (render-page.tsx). */
export interface DocumentAround {
  /** Up to the app's root element, open: it goes out before the page's blocks have all arrived. */
  start: string;
  /** From the root's end to the inlined page's JSON, once they have. */
  inlinedOpen: string;
  /** After that JSON: the scripts the page runs, and the rest of the document. */
  close: (scripts: PageScripts) => string;
}

/**
 * The shell's built index.html (its script and style tags stay as the build wrote them) around the
 * page's markup, with what the browser hydrates from and the scripts it runs at its end. The build's
 * scripts are deferred: they read both only once the whole document is in.
 */
export function documentAround(template: string, parts: DocumentHead): DocumentAround {
  const head = [
    `<link rel="canonical" href="${escapeAttribute(parts.canonicalUrl)}">`,
    ...parts.alternates.map((alternate) => `<link rel="alternate" hreflang="${alternate.language}" href="${escapeAttribute(alternate.url)}">`),
    ...(parts.lcpImagePreload ? [parts.lcpImagePreload] : []),
    ...parts.stylesheets.map(stylesheetTags),
  ].join('\n    ');
  // Replaced through functions: a replacement string would read `$&` or `$'` in a title or a page's content as
  // patterns, and be scanned for them on every page.
  const document = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${parts.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeAttribute(parts.description)}">`)
    // Before the build's own script tag, so the LCP image is requested first.
    .replace(/<script|<\/head>/, (tag) => `${head}\n    ${tag}`);
  const root = document.indexOf(ROOT);
  const rest = document.slice(root + ROOT.length);
  return {
    start: `${document.slice(0, root)}<div id="root">`,
    inlinedOpen: `</div>\n    <script type="application/json" id="${INLINED_PAGE_ELEMENT_ID}">`,
    close: (scripts) => `</script>\n    ${pageScriptsElement(scripts)}${rest}`,
  };
}

/** The whole document at once. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const { start, inlinedOpen, close } = documentAround(template, parts);
  return start + parts.appHtml + inlinedOpen + parts.inlinedJson + close(parts.scripts);
}
