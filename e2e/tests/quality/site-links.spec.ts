import { expect, test, type APIRequestContext } from '@playwright/test';
import { basicAuthHeader, contentCredentials } from '@bank/tooling/content-credentials.mjs';
import { crawlSite, internalPath, type CrawlReport } from '../../support/link-crawler';
import { sitePorts } from '../../support/site-ports';

// The link checker of issue 29: from the two home pages of each language it follows every internal link
// the server renders (menus, footer, breadcrumbs, blocks, lists, pagers, language alternates), and it
// starts as well from every in-site target of the content system's ten menus and notification offers,
// which the shell may render only in the browser (quick pay, the bell).
const HOMES = ['/uk', '/ru', '/uk/business', '/ru/business'];
const MENUS = [
  'main_menu',
  'main-business',
  'header-menu',
  'footer',
  'footer_bottom',
  'social',
  'social-share',
  'quickly-pay',
  'order-quickly',
  'oplata-chastynamy',
];
const LANGUAGES = ['uk', 'ru'] as const;

interface MenuLink {
  url: string;
  options?: { external?: boolean };
  subtree?: MenuLink[];
}

const standIn = `http://127.0.0.1:${sitePorts().backendStub}`;

async function fromContentHost<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${standIn}${path}`, { headers: { Authorization: basicAuthHeader(contentCredentials()) } });
  expect(response.ok(), `${path} from the content host`).toBe(true);
  return (await response.json()) as T;
}

/** The in-site targets of the content system's menus and notification offers, in both languages. */
async function contentSystemTargets(request: APIRequestContext, origin: URL): Promise<string[]> {
  const targets: string[] = [];
  const walk = (items: MenuLink[]) =>
    items.forEach((item) => {
      if (!item.options?.external) targets.push(item.url);
      walk(item.subtree ?? []);
    });
  for (const language of LANGUAGES) {
    for (const menu of MENUS) walk(await fromContentHost<MenuLink[]>(request, `/${language}/entity/menu/${menu}/tree`));
    const push = await fromContentHost<{ data: Array<{ attributes: { field_push: Array<{ path: { alias: string } }> } }> }>(
      request,
      `/${language}/jsonapi/block_content/push`,
    );
    for (const offer of push.data.flatMap((block) => block.attributes.field_push)) targets.push(`/${language}${offer.path.alias}`);
  }
  return targets.flatMap((target) => internalPath(target, origin) ?? []);
}

const describe = (report: CrawlReport, paths: string[]) =>
  paths.map(
    (path) =>
      `${path} (status ${report.pages.get(path)?.status}) from ${[...(report.pages.get(path)?.linkedFrom ?? [])].slice(0, 3).join(', ') || 'the start'}`,
  );

test('every internal link of the site leads to a page with a heading or a document that opens, and each language alternate leads back', async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!);
  const starts = [...HOMES, ...(await contentSystemTargets(request, origin))];
  const report = await crawlSite(request, origin.origin, [...new Set(starts)]);
  const pages = [...report.pages.values()];

  const figures = `${pages.length} pages, ${report.links} internal links, ${(report.milliseconds / 1000).toFixed(1)} s`;
  testInfo.annotations.push({ type: 'crawl', description: figures });
  console.log(`site links: ${figures}`);

  // The documents pages offer (tariffs, agreements) are on the site's origin and are checked like pages.
  expect(pages.filter((page) => !page.html && page.path.endsWith('.pdf')).length, 'documents reached').toBeGreaterThan(20);
  const broken = pages.filter((page) => page.status !== 200).map((page) => page.path);
  expect(describe(report, broken), 'broken internal links').toEqual([]);
  const withoutHeading = pages.filter((page) => page.html && page.headings === 0).map((page) => page.path);
  expect(describe(report, withoutHeading), 'pages without an h1').toEqual([]);

  // The language toggle follows the alternates: the other language's page must name this one as its own alternate.
  const slips = pages.flatMap((page) => {
    // The path's first segment, also for a home page with a query (the branch pager's /uk?page=2).
    const language = page.path.split(/[/?]/)[1] ?? '';
    return Object.entries(page.alternates)
      .filter(([other]) => other !== language && (LANGUAGES as readonly string[]).includes(other))
      .filter(([, path]) => report.pages.get(path)?.alternates[language]?.split('?')[0] !== page.path.split('?')[0])
      .map(([other, path]) => `${page.path} → ${other}: ${path} → ${report.pages.get(path)?.alternates[language]}`);
  });
  expect(slips, 'language alternates that do not lead back').toEqual([]);
  expect(pages.length).toBeGreaterThan(HOMES.length);
});
