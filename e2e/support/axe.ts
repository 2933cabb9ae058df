import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// axe leaves its experimental rules out unless they are named: every experimental rule with a WCAG A/AA tag runs
// (issue 29): 2.5.3 a control's name contains its visible text, 1.3.1 no paragraph styled as a heading, no table
// cell without its header, no table row posing as a caption, 1.3.4 no page locked to one orientation.
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'p-as-heading', 'td-has-header', 'table-fake-caption', 'css-orientation-lock'];

/** axe-core with the WCAG 2.2 A and AA rules, the experimental ones included: no violation is allowed. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    // Legacy mode runs axe in the page itself. The default mode finishes every run in a new blank page of the
    // context, which took 2 to 6 s of each 3 to 9 s run on the 2-core CI (issue 28). What legacy mode skips are
    // frames of other origins: the site's only ones are the YouTube embeds, third-party content out of our reach.
    .setLegacyMode()
    // Only violations are read: axe then makes the selectors of one passing node per rule, not of every node of the
    // page, the tail of each run on a long page (axe-core's resultTypes option, there for speed).
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
