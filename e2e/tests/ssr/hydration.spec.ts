import { expect, test } from '@playwright/test';
import { MISSING_STRING, watchConsole } from '../../support/console-errors';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion, expectAnswerOpen } from '../../support/accordion';

for (const path of ['/uk', '/ru', '/uk/business', '/uk/product/kredyt-gotivkoiu', '/uk/404']) {
  test(`${path} hydrates without warnings or errors, and no part lacks a string of the page's language`, async ({ page }) => {
    const console = watchConsole(page);
    await openLivePage(page, path);
    await page.waitForLoadState('networkidle');
    expect(console.errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expect(console.uncaught).toEqual([]);
    // The browser holds only the page's language: a string read in another one is missing there (the chat switch's word was).
    expect(console.warnings.filter((text) => MISSING_STRING.test(text))).toEqual([]);
  });
}

test('the page is not fetched again by the browser after the server rendered it', async ({ page }) => {
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.url().includes('requestssr')) pageRequests.push(request.url());
  });
  await page.goto('/uk');
  await page.waitForLoadState('networkidle');
  expect(pageRequests).toEqual([]);
});

test("a server-rendered block is interactive after hydration: the accordion's arrow keys, which only its script gives", async ({ page }) => {
  await openLivePage(page, '/uk');
  const question = accordionQuestion(page, 'Хто може отримати кредит?');
  await question.focus();
  await page.keyboard.press('ArrowDown');
  await expect(accordionQuestion(page, 'Які документи потрібні?')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAnswerOpen(question, true);
  await expect(page.getByText('Громадяни України віком від 21 до 70 років')).toBeVisible();
});

test('client-side navigation after hydration renders the next page in the browser', async ({ page }) => {
  await openLivePage(page, '/uk');
  await page
    .getByRole('navigation', { name: 'Мова сайту' })
    .getByRole('link', { name: /RU|російською/i })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Банк, который рядом каждый день' })).toBeVisible();
  await expect(accordionQuestion(page, 'Кто может получить кредит?')).toBeVisible();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a content page is readable and its links work', async ({ page }) => {
    await page.goto('/uk/product/kredyt-gotivkoiu');
    await expect(page.getByRole('heading', { level: 1, name: 'Кредит готівкою до 300 000 грн' })).toBeVisible();
    await expect(page.getByText('Сума: від 3 000 до 300 000 грн')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Мова сайту' })
      .getByRole('link', { name: /RU|російською/i })
      .click();
    await expect(page).toHaveURL(/\/ru\/product\/kredit-nalichnymi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Кредит наличными до 300 000 грн' })).toBeVisible();
  });

  test("the accordion's answers open, one at a time, without script", async ({ page }) => {
    await page.goto('/uk');
    const who = accordionQuestion(page, 'Хто може отримати кредит?');
    const documents = accordionQuestion(page, 'Які документи потрібні?');
    await expect(page.getByText('Громадяни України віком від 21 до 70 років')).toBeHidden();
    await who.click();
    await expect(page.getByText('Громадяни України віком від 21 до 70 років')).toBeVisible();
    await documents.click();
    await expectAnswerOpen(documents, true);
    await expectAnswerOpen(who, false);
  });
});
