import { expect, test, type Page, type Request } from '@playwright/test';
import { holdRemoteCode } from '../../support/held-remote-code';
import { openLivePage } from '../../support/live-page';
import { DEPOSIT_FORM, keptSubmissions, nextMonday, uniquePhone, W } from '../forms/form-helpers';

/*
 * Goal of issue 25: a form sent before hydration, with the network cut after the bank stored it, or twice:
 * exactly one application stored, no personal data in any URL.
 */

/** The deposit form's words, and the note its no-script visitors read. */
const deposit = {
  uk: {
    ...DEPOSIT_FORM.uk,
    needsScript: 'Форма запрацює, щойно сторінка завантажиться повністю: заявку захищено перевіркою «я не робот», яка потребує JavaScript.',
  },
  ru: {
    ...DEPOSIT_FORM.ru,
    needsScript: 'Форма заработает, как только страница загрузится полностью: заявка защищена проверкой «я не робот», которой нужен JavaScript.',
  },
} as const;
const SEND = '**/api/*/jsonapi/wise/webform?_format=json';

/** Every URL the page asks for or goes to, to look for what the visitor typed in it. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

const personalDataIn = (urls: string[], ...typed: string[]) =>
  urls.filter((url) => typed.some((value) => decodeURIComponent(url.replace(/\+/g, ' ')).includes(value)));

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...deposit[language] };

  async function fill(page: Page, phoneTyped: string) {
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phoneTyped);
    await form.getByLabel(w.date).fill(nextMonday());
    await form.getByLabel(w.time).fill('10:30');
    return form;
  }

  test(`${language}: before its code arrives the form cannot be sent and says why; once live it is sent once, no personal data in any URL`, async ({
    page,
    request,
  }) => {
    test.slow();
    const urls = watchUrls(page);
    const phone = uniquePhone();
    const formsCode = await holdRemoteCode(page, 'mf_forms');
    await page.goto(w.path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: w.form });
    await expect(form.getByText(w.needsScript)).toBeVisible();
    const send = form.getByRole('button', { name: w.send });
    await expect(send).toBeDisabled();
    await expect(form.locator('form')).toHaveAttribute('method', 'post');
    await form.getByLabel(w.pib).fill(w.name);
    // Enter in a field of a form whose send button is disabled submits nothing, by GET or otherwise.
    await form.getByLabel(w.pib).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${w.path}$`));

    await formsCode.release();
    await expect(form.getByText(w.needsScript)).toHaveCount(0, { timeout: 30_000 });
    await expect(send).toBeEnabled();
    await fill(page, phone.typed);
    await send.dblclick();
    await expect(page.getByRole('dialog', { name: w.form }).getByRole('status')).toHaveText(w.accepted);
    expect(await keptSubmissions(request, phone.digits)).toHaveLength(1);
    expect(personalDataIn(urls, w.name, phone.digits.slice(3), phone.typed)).toEqual([]);
  });

  test(`${language}: the network cut after the bank stored the application, the resend stores nothing new`, async ({ page, request }) => {
    test.slow();
    const urls = watchUrls(page);
    const phone = uniquePhone();
    await openLivePage(page, w.path);
    const form = await fill(page, phone.typed);

    const keys: string[] = [];
    await page.route(SEND, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      // The request reaches the bank, which stores the application; its answer is lost on the way back.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByRole('alert')).toHaveText(w.sendFailed);
    expect(await keptSubmissions(request, phone.digits)).toHaveLength(1);

    await page.unroute(SEND);
    page.on('request', (sent) => {
      if (sent.url().includes('/jsonapi/wise/webform')) keys.push(sent.headers()['idempotency-key'] ?? '');
    });
    await form.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('dialog', { name: w.form }).getByRole('status')).toHaveText(w.accepted);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await keptSubmissions(request, phone.digits)).toHaveLength(1);
    expect(personalDataIn(urls, w.name, phone.digits.slice(3), phone.typed)).toEqual([]);
  });
}
