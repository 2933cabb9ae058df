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

/**
 * Each page type in each language it still needs checking in, as one test's worth. The spec file makes the tests
 * itself, so that the JSON report names it, not this file, as the place of their time (issue 28).
 */
export function eachPageInEachLanguage(pages: PageType[]) {
  return pages.flatMap(({ name, path }) => Object.entries(path).map(([language, languagePath]) => ({ name, language, path: languagePath })));
}

/** Whole composed pages on a shared machine: generous time per test, never timed assertions. */
export const WHOLE_PAGE_AXE_TIMEOUT = 120_000;
