import { expect, test, type Page } from '@playwright/test';
import { openLivePage, waitUntilLive } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { configureUnreachableHumanCheck, DEPOSIT_FORM, keptSubmissions, nextMonday, uniquePhone, W } from './form-helpers';

const sendRoute = '**/api/*/jsonapi/wise/webform?_format=json';

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...DEPOSIT_FORM[language] };

  async function fillDeposit(page: Page, phoneTyped: string) {
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phoneTyped);
    await form.getByLabel(w.date).fill(nextMonday());
    await form.getByLabel(w.time).fill('10:30');
    return form;
  }

  test(`${language}: with the backend down the send fails, the answers survive a reload, and the resend is stored once`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    await openLivePage(page, w.path);
    const form = await fillDeposit(page, phone.typed);
    const secret = form.getByRole('complementary', { name: w.secret });
    await expect(secret).toContainText(/\d{6}/);
    const code = (await secret.textContent())?.match(/\d{6}/)?.[0];

    await page.route(sendRoute, (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByRole('alert')).toHaveText(w.sendFailed);
    await expect(form.getByLabel(w.pib)).toHaveValue(w.name);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitUntilLive(page);
    const again = page.getByRole('region', { name: w.form });
    await expect(again.getByLabel(w.pib)).toHaveValue(w.name);
    await expect(again.getByLabel(w.phone)).toHaveValue(new RegExp(`^\\+38 \\(${phone.typed.slice(0, 3)}\\)`));
    await expect(again.getByLabel(w.date)).toHaveValue(nextMonday());
    // The secret code is never kept in the browser: the bank issues another for the form now on screen.
    const secretAgain = again.getByRole('complementary', { name: w.secret });
    await expect(secretAgain).toContainText(/\d{6}/);
    const shown = (await secretAgain.textContent())?.match(/\d{6}/)?.[0];

    await page.unroute(sendRoute);
    // A second click while the first send is on its way sends nothing more.
    await again.getByRole('button', { name: w.send }).dblclick();
    await expect(page.getByRole('dialog', { name: w.form }).getByRole('status')).toHaveText(w.accepted);
    const stored = await keptSubmissions(request, phone.digits);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.values).toMatchObject({ pib: w.name, visit_time: '10:30', pers_code: shown, captchaToken: expect.any(String) });
    expect(code).toBeTruthy();

    // Sent: nothing is kept on the device any more.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitUntilLive(page);
    await expect(page.getByRole('region', { name: w.form }).getByLabel(w.pib)).toHaveValue('');
  });

  test(`${language}: with the human check configured but unreachable, the form is not sent and the visitor is told what to do`, async ({ page, request }) => {
    test.slow();
    await configureUnreachableHumanCheck(page);
    const sends: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/jsonapi/wise/webform')) sends.push(sent.url());
    });
    const phone = uniquePhone();
    await openLivePage(page, w.path);
    const form = await fillDeposit(page, phone.typed);
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByRole('alert')).toHaveText(w.humanCheck);
    expect(sends).toEqual([]);
    await expect(form.getByLabel(w.pib)).toHaveValue(w.name);
    await expectNoAxeViolations(page, 'main');
    expect(await keptSubmissions(request, phone.digits)).toEqual([]);
  });

  test(`${language}: a field the server refuses shows the server's message (with its link) under that field`, async ({ page }) => {
    test.slow();
    const phone = uniquePhone('9999');
    await openLivePage(page, w.path);
    const form = await fillDeposit(page, phone.typed);
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByRole('link', { name: w.contactCentre })).toBeVisible();
    await expect(form.getByLabel(w.phone)).toHaveAttribute('aria-invalid', 'true');
  });
}
