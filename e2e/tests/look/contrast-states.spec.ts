import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { test } from '../../support/warm-page';
import { JUDGED_PAGES } from './judged-pages';

// Issue 27: axe finds nothing on the pages visitors judge the bank by at a phone's, a tablet's and a laptop's width,
// and text keeps AA contrast while a control is hovered or has the keyboard's focus. axe reads the colours a page
// has at the moment it runs: Chromium is told to hold every control in the state (CSS.forcePseudoState), so one axe
// run checks that state of all of them.
const WIDTHS = [
  { width: 375, height: 667, states: [['focus', 'focus-visible']] },
  { width: 768, height: 1024, states: [] },
  { width: 1280, height: 800, states: [['hover'], ['focus', 'focus-visible']] },
] as const;
const CONTROLS = 'a[href], button, summary, input, select, textarea, [role="tab"], [tabindex="0"]';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Holds every control of the page in a state (`hover`, `focus`…) until the returned function lets them go. */
async function holdControlsIn(page: Page, pseudoClasses: readonly string[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: CONTROLS });
  for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [...pseudoClasses] });
  return { held: nodeIds.length, release: () => cdp.detach() };
}

async function expectTextContrastAA(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`))).toEqual([]);
}

for (const [name, path] of JUDGED_PAGES) {
  test(`${name}: axe finds nothing at 375, 768 and 1280 px; text keeps AA contrast on hovered and focused controls`, async ({ page }) => {
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
    for (const { width, height, states } of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height });
        await openLivePage(page, path);
        await expectNoAxeViolations(page);
        for (const state of states) {
          await test.step(`every control held ${state.join(' and ')}`, async () => {
            const controls = await holdControlsIn(page, state);
            expect(controls.held).toBeGreaterThan(10);
            await expectTextContrastAA(page);
            await controls.release();
          });
        }
      });
    }
  });
}
