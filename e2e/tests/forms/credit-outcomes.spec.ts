import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { kept, keptSubmissions, uniquePhone, W } from './form-helpers';

const pages = {
  uk: { path: '/uk/zaiavka-na-kredyt', form: 'Оформити кредит', name: 'Ткаченко Ігор Миколайович', approved: /попередньо схвалено/ },
  ru: { path: '/ru/zayavka-na-kredit', form: 'Оформить кредит', name: 'Ткаченко Игорь Николаевич', approved: /предварительно одобрена/ },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...pages[language] };

  async function sendCredit(page: import('@playwright/test').Page, phoneTyped: string) {
    await openLivePage(page, w.path);
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phoneTyped);
    // A student skips the SMS check: these tests are about what comes back.
    await form.getByLabel(w.activity).selectOption(w.student);
    await form.getByRole('button', { name: w.next }).click();
    await form.getByLabel(w.inn).fill('2987654321');
    await form.getByLabel(w.city).selectOption(w.kyiv);
    await form.getByLabel(w.amount).fill('120000');
    await form.getByRole('button', { name: w.send }).click();
    return form;
  }

  test(`${language}: returnValue 10 shows the processing message with no popup, and the broker's answer replaces it`, async ({ page }) => {
    test.slow();
    const form = await sendCredit(page, uniquePhone('1010').typed);
    await expect(form.getByRole('status')).toHaveText(w.processing);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
    await form.getByRole('button', { name: w.broker }).click();
    await expect(form.getByRole('status')).toHaveText(w.brokerDone);
    await expect(form.getByRole('button', { name: w.broker })).toHaveCount(0);
  });

  test(`${language}: returnValue 0 on a credit form is an approved lead and the affiliate confirmation is sent`, async ({ page, context, request }) => {
    test.slow();
    const clickId = `click-${Date.now()}`;
    await context.addCookies([
      { name: 'affiliate_landing', value: 'admitad', url: 'http://localhost' },
      { name: 'admitad_uid', value: clickId, url: 'http://localhost' },
    ]);
    const phone = uniquePhone('0000');
    await sendCredit(page, phone.typed);
    await expect(page.getByRole('dialog', { name: w.form }).getByRole('status')).toHaveText(w.approved);
    const [stored] = await keptSubmissions(request, phone.digits);
    await expect
      .poll(async () => (await kept<{ clickId: string; network: string }>(request, 'postbacks')).filter((postback) => postback.clickId === clickId))
      .toEqual([expect.objectContaining({ network: 'admitad', orderId: stored?.orderId ?? 'missing' })]);
  });
}
