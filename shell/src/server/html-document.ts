import { INLINED_PAGE_ELEMENT_ID } from '../page/inlined-page';

export interface DocumentParts {
  language: string;
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: Array<{ language: string; url: string }>;
  /** Stylesheets the server-rendered blocks need before first paint. */
  stylesheets: string[];
  /** Scripts the page will run: preloaded after the LCP image (ssr recipe, pitfall 1). */
  scriptPreloads: string[];
  lcpImage: string | null;
  appHtml: string;
  inlinedJson: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the shell's built index.html (its script and style tags stay as the build wrote them). */
export function renderDocument(template: string, parts: DocumentParts): string {
  const head = [
    `<link rel="canonical" href="${escapeAttribute(parts.canonicalUrl)}">`,
    ...parts.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.language}" href="${escapeAttribute(alternate.url)}">`,
    ),
    ...(parts.lcpImage ? [`<link rel="preload" as="image" href="${escapeAttribute(parts.lcpImage)}" fetchpriority="high">`] : []),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    // No crossorigin: the federation runtime inserts plain script tags (ssr recipe, pitfall 2).
    ...parts.scriptPreloads.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ].join('\n    ');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(parts.description)}">`)
    // Before the build's own script tag, so the LCP image is requested first.
    .replace(/<script|<\/head>/, (tag) => `${head}\n    ${tag}`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.appHtml}</div>\n    <script type="application/json" id="${INLINED_PAGE_ELEMENT_ID}">${parts.inlinedJson}</script>`,
    );
}
