import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { startSecondShell } from '../../support/second-shell';

// Whole-page axe on the page the server renders when the content API fails (WCAG 2.2 A and AA, 0 violations): a shell
// of its own, pointed at a dead content API, takes most of this test's time, apart from the page types' file.
test.describe.configure({ timeout: 90_000 });

test('the page the server renders with the content API down has no axe violation (uk and ru)', async ({ page }) => {
  test.slow();
  const shell = await startSecondShell('http://127.0.0.1:9', 'axePageTypes');
  try {
    for (const [path, message] of [
      ['/uk', 'Сторінка тимчасово недоступна'],
      ['/ru', 'Страница временно недоступна'],
    ] as const) {
      await openLivePage(page, `${shell.origin}${path}`);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  } finally {
    shell.stop();
  }
});
