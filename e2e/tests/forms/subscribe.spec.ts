import { expect, test, type Page } from '@playwright/test';
import { holdRemoteCode } from '../../support/held-remote-code';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console-errors';
import { readStandIn } from '../../support/stand-in';

const words = {
  uk: {
    title: 'Новини банку на вашу пошту',
    email: 'Ваш e-mail',
    subscribe: 'Підписатися',
    empty: 'Будь ласка, заповніть це поле.',
    incorrect: 'Поле заповнене невірно',
    done: 'Дякуємо! Ви підписалися на новини банку.',
    failed: 'Не вдалося оформити підписку. Спробуйте ще раз пізніше.',
  },
  ru: {
    title: 'Новости банка на вашу почту',
    email: 'Ваш e-mail',
    subscribe: 'Подписаться',
    empty: 'Пожалуйста, заполните это поле.',
    incorrect: 'Поле заполнено неверно',
    done: 'Спасибо! Вы подписались на новости банка.',
    failed: 'Не удалось оформить подписку. Попробуйте ещё раз позже.',
  },
} as const;

const subscribeForm = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];

  test(`${language}: the home page subscribe form checks the email, subscribes, confirms, then returns`, async ({ page }) => {
    const console = watchConsole(page);
    await openLivePage(page, `/${language}`);
    const form = subscribeForm(page, w.title);
    const email = form.getByLabel(w.email);
    await form.getByRole('button', { name: w.subscribe }).click();
    await expect(form.getByText(w.empty)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'main');

    await email.fill('olena@bank');
    await form.getByRole('button', { name: w.subscribe }).click();
    await expect(form.getByText(w.incorrect)).toBeVisible();

    const address = `olena.${language}.${Date.now()}@bank.ua`;
    await email.fill(address);
    await email.press('Enter');
    await expect(form.getByRole('status')).toHaveText(w.done);
    await expect(form.getByLabel(w.email)).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
    // NEWSLETTER_CONFIRMATION_MS later the empty form is back.
    await expect(form.getByLabel(w.email)).toHaveValue('');
    await expect(form.getByRole('status')).toHaveText('');

    const subscriptions = await readStandIn<Array<{ email: string; book: string; language: string }>>('/stub/forms/subscriptions');
    expect(subscriptions.filter((entry) => entry.email === address)).toEqual([expect.objectContaining({ book: 'site-news', language })]);
    expect(console.uncaught).toEqual([]);
  });

  test(`${language}: when the newsletter service fails, the form says so and keeps the email`, async ({ page }) => {
    await page.route('**/api/*/newsletter', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await openLivePage(page, `/${language}`);
    const form = subscribeForm(page, w.title);
    await form.getByLabel(w.email).fill('taras@bank.ua');
    await form.getByRole('button', { name: w.subscribe }).click();
    await expect(form.getByRole('alert')).toHaveText(w.failed);
    await expect(form.getByLabel(w.email)).toHaveValue('taras@bank.ua');
    await expectNoAxeViolations(page, 'main');
  });
}

test('an email typed into the form before its code arrived is the one subscribed once it has', async ({ page }) => {
  const w = words.uk;
  const formsCode = await holdRemoteCode(page, 'mf_forms');
  // A held script would hold the load event too: the page is used from its HTML on.
  await page.goto('/uk', { waitUntil: 'domcontentloaded' });
  const form = subscribeForm(page, w.title);
  await form.scrollIntoViewIfNeeded();
  await expect.poll(formsCode.heldCount).toBeGreaterThan(0);
  const address = `early.${Date.now()}@bank.ua`;
  await form.getByLabel(w.email).fill(address);

  await formsCode.release();
  await expect(page.locator('.bank-block[data-live="true"]').filter({ has: form })).toHaveCount(1);
  await expect(form.getByLabel(w.email)).toHaveValue(address);
  await form.getByRole('button', { name: w.subscribe }).click();
  await expect(form.getByRole('status')).toHaveText(w.done);
  const subscriptions = await readStandIn<Array<{ email: string }>>('/stub/forms/subscriptions');
  expect(subscriptions.filter((entry) => entry.email === address)).toHaveLength(1);
});

// The answer page the shell's server writes for the form sent without script: its words, not dictionary keys.
const answerPage = {
  uk: { title: 'Підписка на новини', back: 'Повернутися на сторінку' },
  ru: { title: 'Подписка на новости', back: 'Вернуться на страницу' },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];
  test(`${language}: without script, the subscription's answer page says what happened in the visitor's words and keeps the address`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${language}`);
    const form = subscribeForm(page, w.title);
    await form.getByLabel(w.email).fill('olena@bank');
    await form.getByRole('button', { name: w.subscribe }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answerPage[language].title);
    await expect(page).toHaveTitle(answerPage[language].title);
    await expect(page.getByRole('alert')).toHaveText(w.incorrect);
    await expect(page.getByLabel(w.email)).toHaveValue('olena@bank');
    await expect(page.getByRole('button', { name: w.subscribe })).toBeVisible();
    await expect(page.getByRole('link', { name: answerPage[language].back })).toHaveAttribute('href', `/${language}`);
    await expect(page.locator('body')).not.toContainText(/newsletter[A-Z]/);
    await context.close();
  });
}
