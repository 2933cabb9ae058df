import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion, expectAnswerOpen } from '../../support/accordion';
import { expectFocusKeptUntilEscape } from '../../support/dialog-focus';

test('the accordion opens one item at a time, by mouse and by keyboard', async ({ page }) => {
  await openLivePage(page, '/uk');
  const who = accordionQuestion(page, 'Хто може отримати кредит?');
  const documents = accordionQuestion(page, 'Які документи потрібні?');
  await who.click();
  await expectAnswerOpen(who, true);
  await documents.click();
  await expectAnswerOpen(documents, true);
  await expectAnswerOpen(who, false);
  await documents.press('ArrowDown');
  const early = accordionQuestion(page, 'Чи можна погасити кредит достроково?');
  await expect(early).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAnswerOpen(early, true);
  await expectAnswerOpen(documents, false);
  await expect(page.getByText('Так, без жодних комісій і штрафів')).toBeVisible();
});

test('a block list value is copied to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLivePage(page, '/uk/blocks-showcase');
  await page.getByRole('button', { name: 'Копіювати IBAN' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Скопійовано' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('UA213223130000026007233566001');
});

test('a CMS body with a script payload renders as text and runs nothing', async ({ page }) => {
  await openLivePage(page, '/ru/blocks-showcase');
  await expect(page.getByText('Безопасный текст.')).toBeVisible();
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __cmsScriptRan?: boolean }).__cmsScriptRan)).toBeUndefined();
  await expect(page.locator('main script:not([type="application/json"])')).toHaveCount(0);
});

test('tabs follow the WAI-ARIA pattern: arrows, Home and End', async ({ page }) => {
  await openLivePage(page, '/uk/blocks-showcase');
  const tabs = page.getByRole('tablist', { name: 'Для кого наші послуги' });
  await tabs.getByRole('tab', { name: 'Для приватних осіб' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Для бізнесу' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Для бізнесу' })).toContainText('Рахунки ФОП і ТОВ');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Преміум' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Для приватних осіб' })).toHaveAttribute('aria-selected', 'true');
});

test('an info popup keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
  await openLivePage(page, '/uk/blocks-showcase');
  const more = page.getByRole('button', { name: 'Детальніше про «Гарантія вкладів»' });
  await more.click();
  const dialog = page.getByRole('dialog', { name: 'Гарантія вкладів' });
  await expect(dialog.getByText('Фонд гарантування вкладів відшкодовує')).toBeVisible();
  await expectFocusKeptUntilEscape(page, dialog, more, 4);
});

test('payment cards collapse above three and "Show another cards" shows the rest', async ({ page }) => {
  await openLivePage(page, '/uk/blocks-showcase');
  await expect(page.getByRole('heading', { level: 3, name: 'Visa Platinum' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Visa Infinite' })).toBeHidden();
  await page.locator('summary', { hasText: 'Показати інші картки' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Visa Infinite' })).toBeVisible();
});

test('contacts become mailto and tel links; landing buttons are anchors or nofollow external links', async ({ page }) => {
  await openLivePage(page, '/uk/blocks-showcase');
  await expect(page.getByRole('link', { name: 'info@bank.example' })).toHaveAttribute('href', 'mailto:info@bank.example');
  await expect(page.getByRole('link', { name: '0 800 500 500' })).toHaveAttribute('href', 'tel:0800500500');
  await expect(page.getByText('а/с 15, м. Київ')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Умови' })).toHaveAttribute('href', '#conditions');
  await expect(page.getByRole('link', { name: /Подати заявку/ })).toHaveAttribute('rel', /nofollow/);
});

test('YouTube loads only on demand and degrades to a link when unreachable', async ({ page }) => {
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) youtube.push(request.url());
  });
  await page.route(/youtube/, (route) => route.abort('connectionrefused'));
  await openLivePage(page, '/uk/blocks-showcase');
  await expect(page.getByRole('button', { name: 'Дивитися відео «Як користуватися застосунком»' })).toBeVisible();
  expect(youtube).toEqual([]);
  await page.getByRole('button', { name: 'Дивитися відео «Як користуватися застосунком»' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Відео зараз недоступне' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Відкрити на YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
});

for (const language of ['uk', 'ru'] as const) {
  test(`${language}: the page of every block has no axe violations`, async ({ page }) => {
    await openLivePage(page, `/${language}/blocks-showcase`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
