import { expect, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { LANGUAGES, TEXTS } from './shell-texts';
import { box, disclosure } from './shell-page';
import { test } from '../../support/warm-page';

// Issue 27 (a compact header on phones) and issue 29 (the second menu on phones; the header's layering and the
// desktop menu bar of one row: header-widths.spec.ts). Layout is measured from bounding boxes, never from class names. One load per page and
// width, each rule a step of its own (issue 28), in the warm browser context of the worker: the tests only read and click.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const PHONE = { width: 375, height: 667 };
const HEADER_MAX_PX = 64;
const SECOND_MENU = {
  uk: {
    label: 'Додаткове меню',
    links: ['Про банк', 'Новини', 'Блог'],
    logo: 'Банк — головна сторінка',
    search: 'Пошук',
    searchField: 'Пошук по сайту',
    more: 'Детальніше',
  },
  ru: {
    label: 'Дополнительное меню',
    links: ['О банке', 'Новости', 'Блог'],
    logo: 'Банк — главная страница',
    search: 'Поиск',
    searchField: 'Поиск по сайту',
    more: 'Подробнее',
  },
} as const;

const header = (page: Page) => page.getByRole('banner');

for (const language of LANGUAGES) {
  const t = TEXTS[language];
  const second = SECOND_MENU[language];

  /** The bar is one row of logo, search, bell and menu at most 64 px high, with the rest in the menu; the h1 shows. */
  async function expectCompactHeader(page: Page) {
    const row = [
      header(page).getByRole('link', { name: second.logo }),
      header(page).getByRole('link', { name: second.search, exact: true }),
      disclosure(header(page), t.specialProposals),
      disclosure(header(page), t.menu),
    ];
    // The bar and its controls are measured in one frame: the header may still be moving (the notice above it
    // settling), and boxes read one call apart once differed by half a pixel.
    const { bar, controls } = await page.evaluate(
      ({ barElement, controlElements }) => {
        const edges = (element: Element) => {
          const { top, bottom, height } = element.getBoundingClientRect();
          return { top, bottom, height };
        };
        return { bar: edges(barElement), controls: controlElements.map(edges) };
      },
      { barElement: await header(page).elementHandle(), controlElements: await Promise.all(row.map(async (control) => control.elementHandle())) },
    );
    expect(bar.height).toBeLessThanOrEqual(HEADER_MAX_PX);
    for (const control of controls) {
      expect(control.top).toBeGreaterThanOrEqual(bar.top);
      expect(control.bottom).toBeLessThanOrEqual(bar.bottom);
    }
    // Everything else is in the menu, not in the bar.
    await expect(disclosure(header(page), t.internetBanking)).toBeHidden();
    await expect(page.getByRole('navigation', { name: t.audienceSwitch })).toBeHidden();
    await expect(page.getByRole('navigation', { name: second.label })).toBeHidden();

    const firstHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    const heading = await box(firstHeading);
    expect(heading.y + heading.height).toBeLessThanOrEqual(PHONE.height);
  }

  test.describe(`${language}, phone 375×667`, () => {
    test.use({ viewport: PHONE });

    test(`${t.home}: the header is one row of logo, search, bell and menu at most 64 px high, the first content above the fold; in forced colours the burger shows its lines; axe finds nothing, closed and with the menu open; Blog is in the footer; the notice is one line with "more"; the burger holds the second menu, audience switch, internet banking, accessibility and language`, async ({
      page,
    }) => {
      await openLivePage(page, t.home);
      await test.step('the header is one compact row; the first content is above the fold', () => expectCompactHeader(page));

      await test.step('in forced colours the burger still shows its lines', async () => {
        await page.emulateMedia({ forcedColors: 'active' });
        const burger = disclosure(page.getByRole('navigation', { name: t.mainMenu }), t.menu);
        const colours = await burger.evaluate((summary) => ({
          lines: getComputedStyle(summary.querySelector('[aria-hidden="true"]')!).backgroundColor,
          around: getComputedStyle(summary).backgroundColor,
        }));
        expect(colours.lines).not.toBe(colours.around);
        await page.emulateMedia({ forcedColors: 'none' });
      });

      await test.step('axe finds nothing in the closed page', () => expectNoAxeViolations(page));

      await test.step('Blog is in the footer; the notice is one line with "more", which shows the rest', async () => {
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Блог', exact: true })).toBeVisible();
        const notice = page.getByRole('region', { name: /.+/ }).filter({ hasText: t.notice });
        const more = disclosure(notice, second.more);
        const closed = await box(notice);
        expect(closed.height).toBeLessThanOrEqual(48);
        await more.click();
        expect((await box(notice)).height).toBeGreaterThan(closed.height + 16);
      });

      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await test.step('axe finds nothing in the header with the menu open', async () => {
        await disclosure(menu, t.menu).click();
        await expectNoAxeViolations(page, 'header');
      });

      await test.step('the burger holds the second menu, audience switch, internet banking, accessibility and language', async () => {
        const secondMenu = menu.getByRole('navigation', { name: second.label });
        for (const name of second.links) await expect(secondMenu.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(menu.getByRole('navigation', { name: t.audienceSwitch })).toBeVisible();
        await expect(disclosure(menu, t.internetBanking)).toBeVisible();
        await expect(menu.getByRole('link', { name: /^(UA|RU),/ })).toBeVisible();
        await disclosure(menu, t.accessibility).click();
        await menu.getByRole('button', { name: t.greyscale }).click();
        await expect(page.locator('html')).toHaveCSS('filter', 'grayscale(1)');

        await secondMenu.getByRole('link', { name: 'Блог', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${language}/blog$`));
      });
    });

    test(`${t.inner}: the header is one compact row, the first content above the fold; the search icon opens the box below the bar and puts the cursor in it`, async ({
      page,
    }) => {
      await openLivePage(page, t.inner);
      await test.step('the header is one compact row; the first content is above the fold', () => expectCompactHeader(page));
      await test.step('the search icon opens the box below the bar and puts the cursor in it', async () => {
        const field = page.getByRole('searchbox', { name: second.searchField });
        await expect(field).toBeHidden();
        await header(page).getByRole('link', { name: second.search, exact: true }).click();
        await expect(field).toBeFocused();
        expect((await box(header(page))).height).toBeLessThanOrEqual(HEADER_MAX_PX);
        await page.keyboard.press('Escape');
        await expect(field).toBeHidden();
      });
    });
  });
}
