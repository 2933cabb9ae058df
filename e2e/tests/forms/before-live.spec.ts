import { expect, test } from '@playwright/test';
import { holdRemoteCode } from '../../support/held-remote-code';

// The deposit application as the server sends it, and while it turns live (its code held back, as a slow network would).
const words = {
  uk: { path: '/uk/depozyt-zaiavka', form: 'Відкрити депозит', phone: 'Мобільний телефон' },
  ru: { path: '/ru/depozit-zayavka', form: 'Открыть депозит', phone: 'Мобильный телефон' },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];

  test(`${language}: a phone typed while the form turns live keeps its digits in order`, async ({ page }) => {
    const formsCode = await holdRemoteCode(page, 'mf_forms');
    await page.goto(w.path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: w.form });
    const phone = form.getByLabel(w.phone);
    await expect.poll(formsCode.heldCount).toBeGreaterThan(0);
    await phone.pressSequentially('06711');

    await formsCode.release();
    await expect(page.locator('.bank-block[data-live="true"]').filter({ has: form })).toHaveCount(1);
    await phone.pressSequentially('12233');
    await expect(phone).toHaveValue('+38 (067) 111-22-33');
  });
}

test('the server HTML of a form has its defaults: the agreement ticked and the rating chosen', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/uk/vidguk');
  const form = page.getByRole('region', { name: 'Ваш відгук' });
  await expect(form.getByRole('radio', { name: '3 з 5' })).toBeChecked();
  await page.goto('/uk/feedback');
  await expect(page.getByRole('checkbox', { name: 'Я погоджуюся на обробку персональних даних' })).toBeChecked();
  await context.close();
});
