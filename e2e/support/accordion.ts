import { expect, type Locator, type Page } from '@playwright/test';

/** A question of an accordion (shared-kit's AccordionList, native disclosures): the summary a visitor clicks and focuses. */
export function accordionQuestion(page: Page, name: string | RegExp): Locator {
  return page.locator('summary').filter({ has: page.getByRole('heading', { name, exact: typeof name === 'string' }) });
}

/** Whether the question's answer is open, as the browser (and a screen reader) has it. */
export async function expectAnswerOpen(question: Locator, open: boolean): Promise<void> {
  await expect(question.locator('xpath=..')).toHaveJSProperty('open', open);
}
