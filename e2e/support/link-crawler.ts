import type { APIRequestContext } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What one page of the site answered, as the server rendered it. */
interface CrawledPage {
  path: string;
  status: number;
  /** A page of the site, not a file it links to (a document, a picture). */
  html: boolean;
  headings: number;
  /** The page in the other languages, from its `<link rel="alternate" hreflang>`. */
  alternates: Record<string, string>;
  /** Pages that link here. */
  linkedFrom: Set<string>;
}

export interface CrawlReport {
  pages: Map<string, CrawledPage>;
  /** Internal links followed, counting every occurrence on every page. */
  links: number;
  milliseconds: number;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) {
    yield node;
    if ('content' in node) yield* elements(node.content);
  }
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/** A link's target as a path and query on the site, or null when it leaves the site or names no page. */
export function internalPath(href: string, from: URL): string | null {
  let target: URL;
  try {
    target = new URL(href, from);
  } catch {
    return null;
  }
  if (target.origin !== from.origin) return null;
  return `${target.pathname}${target.search}`;
}

interface ParsedPage {
  headings: number;
  links: string[];
  alternates: Record<string, string>;
}

function readPage(html: string, url: URL): ParsedPage {
  const parsed: ParsedPage = { headings: 0, links: [], alternates: {} };
  for (const element of elements(parse(html))) {
    if (element.tagName === 'h1' && textOf(element).trim()) parsed.headings += 1;
    const href = attribute(element, 'href');
    if (!href) continue;
    const path = internalPath(href, url);
    if (!path) continue;
    if (element.tagName === 'a') parsed.links.push(path);
    const language = attribute(element, 'hreflang');
    if (element.tagName === 'link' && attribute(element, 'rel') === 'alternate' && language) {
      parsed.alternates[language] = path;
      parsed.links.push(path);
    }
  }
  return parsed;
}

function textOf(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}

/**
 * Follows every internal link of the server-rendered pages from the starting paths, breadth first, a few
 * pages at a time: the site as a crawler or a visitor without JavaScript meets it.
 */
export async function crawlSite(request: APIRequestContext, origin: string, starts: string[], concurrency = 4): Promise<CrawlReport> {
  const started = Date.now();
  const pages = new Map<string, CrawledPage>();
  const queue: string[] = [];
  let links = 0;
  const note = (path: string, from: string | null) => {
    let page = pages.get(path);
    if (!page) {
      page = { path, status: 0, html: false, headings: 0, alternates: {}, linkedFrom: new Set() };
      pages.set(path, page);
      queue.push(path);
    }
    if (from) page.linkedFrom.add(from);
  };
  starts.forEach((path) => note(path, null));

  const visit = async (path: string) => {
    const page = pages.get(path)!;
    const url = new URL(path, origin);
    const response = await request.get(url.href, { maxRedirects: 0, failOnStatusCode: false });
    page.status = response.status();
    page.html = (response.headers()['content-type'] ?? '').includes('text/html');
    if (!page.html) return;
    const parsed = readPage(await response.text(), url);
    page.headings = parsed.headings;
    page.alternates = parsed.alternates;
    links += parsed.links.length;
    parsed.links.forEach((link) => note(link, path));
  };
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(path);
  };
  // Workers drain the queue together; a worker that finds it empty while others still parse comes back.
  while (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, worker));
  return { pages, links, milliseconds: Date.now() - started };
}
