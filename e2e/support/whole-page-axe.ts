import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openLivePage } from './live-page';
import { test } from './warm-page';
import { WIDTHS } from '../tests/shell/shell-texts';

/** A page type as the stand-in seeds it, by its path in each language it still needs checking in. */
export interface PageType {
  name: string;
  path: Partial<Record<'uk' | 'ru', string>>;
}

/** Opens a page at desktop width, live and with nothing more loading, as axe should see it whole. */
export async function openWholePage(page: Page, path: string) {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  // Outside map tiles are not part of the site and cannot be reached from the test machine.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
  await openLivePage(page, path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Issue 11: axe (WCAG 2.2 A/AA) over a page type, whole, once its heading shows. */
async function expectWholePageAccessible(page: Page, path: string) {
  await openWholePage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

/**
 * A test per page type and language: axe over the whole page. Whole composed pages on a shared machine: generous
 * time per test, never timed assertions. Every test opens its own page, so the two workers share them.
 */
export function testEveryPageWithAxe(pages: PageType[]) {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });
  for (const { name, path } of pages) {
    for (const [language, languagePath] of Object.entries(path)) {
      test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, languagePath));
    }
  }
}
