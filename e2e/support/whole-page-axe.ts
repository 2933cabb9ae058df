import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openLivePage } from './live-page';
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
export async function expectWholePageAccessible(page: Page, path: string) {
  await openWholePage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}
