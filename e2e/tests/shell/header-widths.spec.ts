import { expect, type Locator, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { LANGUAGES, TEXTS } from './shell-texts';
import { box, disclosure, scrollPageTo } from './shell-page';
import { test } from '../../support/warm-page';

// Issue 29: the header's layering over the product strip and a desktop menu bar of one row, and axe on the header
// at the widths between phone and desktop (the phone header: compact-header.spec.ts). Layout is measured from bounding
// boxes, never from class names. One load per page, widened as a visitor widens the window (issue 28), in the warm
// browser context of the worker: the tests only read and click.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** Whether a visitor's press at the element's centre reaches the element itself (nothing lies over it). */
function pressReaches(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    return top !== null && element.contains(top);
  });
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`${language}, tablet 900 px, product page`, () => {
    test.use({ viewport: { width: 900, height: 800 } });

    test('the menu opened from the sticky strip lies over the strip and quick pay; its close button takes the press', async ({ page }) => {
      await openLivePage(page, t.product);
      await scrollPageTo(page, 900);
      const strip = page.getByRole('navigation', { name: t.productNavigation });
      const quickPay = disclosure(page, t.quickPay);
      await expect(quickPay).toBeVisible();
      await strip.getByRole('button', { name: t.menu }).click();
      const burger = disclosure(page.getByRole('navigation', { name: t.mainMenu }), t.menu);
      expect(await pressReaches(burger)).toBe(true);
      expect(await pressReaches(quickPay)).toBe(false);

      await burger.click();
      await expect(page.getByRole('navigation', { name: t.mainMenu }).getByRole('link', { name: t.credits, exact: true })).toBeHidden();
    });
  });

  test.describe(`${language}, header at every width`, () => {
    /** The main menu bar's top tabs all sit on one row. */
    async function expectOneRowMenuBar(page: Page) {
      const tabs = page.getByRole('navigation', { name: t.mainMenu }).getByRole('list').first().locator(':scope > li');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(4);
      const tops = new Set<number>();
      for (let index = 0; index < count; index += 1) tops.add(Math.round((await box(tabs.nth(index))).y));
      expect([...tops]).toHaveLength(1);
    }

    // One load, widened as a visitor widens the window: the bar is laid out by CSS alone.
    test(`${t.businessHome} at 1024, 1280 and 1440 px: the main menu bar is one row`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 900 });
      await openLivePage(page, t.businessHome);
      for (const width of [1024, 1280, 1440]) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await expectOneRowMenuBar(page);
        });
      }
    });

    // 375 px is checked with the phone's other rules above, on the same load of the home page. One load here too,
    // widened as a visitor widens the window (issue 28).
    test(`${t.home} at 768, 1024 and 1280 px: axe finds nothing in the header, closed and at 768 px with the menu open; at 1024 px the main menu bar is one row`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 800 });
      await openLivePage(page, t.home);
      await test.step('at 768 px axe finds nothing, closed and with the menu open', async () => {
        await expectNoAxeViolations(page);
        const burger = disclosure(page.getByRole('navigation', { name: t.mainMenu }), t.menu);
        await burger.click();
        await expectNoAxeViolations(page, 'header');
        await burger.click();
      });
      await test.step('at 1024 px the main menu bar is one row', async () => {
        await page.setViewportSize({ width: 1024, height: 900 });
        await expectOneRowMenuBar(page);
      });
      await test.step('at 1280 px axe finds nothing', async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectNoAxeViolations(page);
      });
    });
  });
}
