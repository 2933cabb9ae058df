import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { DEPOSIT_FORM, keptSubmissions, nextMonday, uniquePhone, W } from './form-helpers';

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...DEPOSIT_FORM[language] };

  test(`${language}: the secret code on screen after a send stays the code the bank stored, also once the form behind resets`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    await openLivePage(page, w.path);
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.date).fill(nextMonday());
    await form.getByLabel(w.time).fill('10:30');
    const secret = form.getByRole('complementary', { name: w.secret });
    await expect(secret).toContainText(/\d{6}/);
    await expectNoAxeViolations(page, 'main');

    await form.getByRole('button', { name: w.send }).click();
    const result = page.getByRole('dialog', { name: w.form });
    await expect(result.getByRole('status')).toHaveText(w.accepted);
    // The popup left open: the form behind it resets 5 s after the send (forms spec 4.1); the bank issues no code then.
    await expect(form.getByLabel(w.pib)).toHaveValue('', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await result.getByRole('button', { name: w.close }).click();

    const stored = await keptSubmissions(request, phone.digits);
    expect(stored).toHaveLength(1);
    const storedCode = String(stored[0]?.values.pers_code);
    expect(storedCode).toMatch(/^\d{6}$/);
    await expect(secret).toContainText(storedCode);
    // The popup closed: focus is on the form's heading, not lost to <body>.
    await expect(form.getByRole('heading', { name: w.form, exact: true })).toBeFocused();
  });
}
