import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';

// These lists have no title of their own: their item titles come straight under the page's h1, as h2.
export const listHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Where a heading comes more than one level below the one before it: a gap in a screen reader's list of headings. */
async function skippedHeadingLevels(page: Page): Promise<string[]> {
  const levels = await page
    .getByRole('main')
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))));
  return levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
}

/** Asks for a page's first heading to be its h1 and for no heading level to be skipped below it. */
export async function expectHeadingsFromH1(page: Page) {
  const first = page.getByRole('main').getByRole('heading').first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((heading) => heading.tagName)).toBe('H1');
  expect(await skippedHeadingLevels(page)).toEqual([]);
}

const PAGER = {
  uk: { name: 'Сторінки', page: (n: number) => `Сторінка ${n}` },
  ru: { name: 'Страницы', page: (n: number) => `Страница ${n}` },
} as const;

/** A paged list by its path after the language and its page title in each language. */
export type PagedList = readonly [path: string, ukTitle: string, ruTitle: string];

/** What a paged list's test checks besides its paging: on the same load (issue 28). */
interface AlsoChecked {
  headings: boolean;
  axe: boolean;
}

export const alsoChecked = ({ headings, axe }: AlsoChecked) =>
  `${headings ? "; the headings start at the page's h1 and skip no level" : ''}${axe ? '; axe finds no violation' : ''}`;

/** A paged list lists its items under its title and its second page shows others. */
export async function expectPagedList(page: Page, language: 'uk' | 'ru', address: string, title: string, also: AlsoChecked = { headings: false, axe: false }) {
  await openLivePage(page, address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (also.headings) await expectHeadingsFromH1(page);
  if (also.axe) {
    await expect(listHeadings(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const first = await listHeadings(page).first().innerText();
  const pagination = page.getByRole('navigation', { name: PAGER[language].name });
  await pagination.getByRole('link', { name: PAGER[language].page(2), exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=1/);
  await expect(listHeadings(page).first()).not.toHaveText(first);
  await expect(pagination.getByRole('link', { name: PAGER[language].page(2), exact: true })).toHaveAttribute('aria-current', 'page');
}
