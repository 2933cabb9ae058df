import { expect, test } from '@playwright/test';
import { ABUSE_LIMITS } from '../../../tooling/src/edge/abuse-limits.mjs';
import { startFakeContentHost } from '../../support/fake-content-host';
import { startSecondShell } from '../../support/second-shell';
import { sitePorts } from '../../support/site-ports';
import { humanCheckToken } from '../../support/stand-in';
import { openLivePage } from '../../support/live-page';
import { uniquePhone, W } from '../forms/form-helpers';

/*
 * Goal of issue 25: 100 SMS sends from one address in a minute, each with a valid human-check token: at most
 * the configured few reach the bank. A shell of its own with the real limits (the suite's site multiplies them),
 * its content host counting the SMS calls that reach it.
 */

const SMS_CALL = /^\/jsonapi\/wise\/send-sms-api-bank\?phone=\d+$/;

let contentHost: Awaited<ReturnType<typeof startFakeContentHost>>;
let shell: Awaited<ReturnType<typeof startSecondShell>>;
const smsCallsReceived = () => contentHost.received.filter(({ method, url }) => method === 'GET' && SMS_CALL.test(url)).length;

/** Sends from this address until the limit answers: the limit's window then has most of its minute left. */
async function reachSmsLimit() {
  for (let send = 0; send < 10; send += 1) {
    const response = await fetch(`${shell.origin}/api/sms-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shell.origin },
      body: JSON.stringify({ phone: uniquePhone().digits, captchaToken: await humanCheckToken() }),
    });
    if (response.status === 429) return;
  }
  throw new Error('the SMS limit never answered 429');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { backendStub } = sitePorts();
  contentHost = await startFakeContentHost(`http://localhost:${backendStub}`);
  shell = await startSecondShell(contentHost.origin, 'smsPumping', {
    HUMAN_CHECK_VERIFY_URL: `http://localhost:${backendStub}/human-check/siteverify`,
    ABUSE_LIMIT_FACTOR: '1',
  });
});

test.afterAll(async () => {
  shell?.stop();
  await contentHost?.stop();
});

test.describe.configure({ mode: 'serial' });

test(`100 SMS sends from one address in a minute: ${ABUSE_LIMITS.smsSend.perMinute} reach the bank, the rest are told when to try again`, async () => {
  const started = Date.now();
  const statuses: number[] = [];
  let retryAfter = 0;
  for (let send = 0; send < 100; send += 1) {
    const response = await fetch(`${shell.origin}/api/sms-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shell.origin },
      body: JSON.stringify({ phone: uniquePhone().digits, captchaToken: await humanCheckToken() }),
    });
    statuses.push(response.status);
    if (response.status === 429) retryAfter = Number(response.headers.get('retry-after'));
  }
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(statuses.filter((status) => status === 200)).toHaveLength(ABUSE_LIMITS.smsSend.perMinute);
  expect(statuses.filter((status) => status === 429)).toHaveLength(100 - ABUSE_LIMITS.smsSend.perMinute);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(smsCallsReceived()).toBe(ABUSE_LIMITS.smsSend.perMinute);
});

test('an SMS cannot be triggered by a GET (an image on another site): the bank is never called', async () => {
  const before = smsCallsReceived();
  for (const path of [
    '/api/jsonapi/wise/send-sms-api-bank?phone=380671234567',
    '/api/uk/jsonapi/wise/send-sms-api-bank?phone=380671234567',
    '/api/sms-code?phone=380671234567',
  ]) {
    expect((await fetch(`${shell.origin}${path}`)).status).toBe(404);
  }
  expect(smsCallsReceived()).toBe(before);
});

for (const [language, path, formName, name, message] of [
  ['uk', '/uk/zaiavka-na-kredyt', 'Оформити кредит', 'Коваленко Олена Петрівна', 'Забагато спроб. Спробуйте ще раз за 1 хв — введені дані збережено.'],
  [
    'ru',
    '/ru/zayavka-na-kredit',
    'Оформить кредит',
    'Коваленко Елена Петровна',
    'Слишком много попыток. Попробуйте ещё раз через 1 мин — введённые данные сохранены.',
  ],
] as const) {
  test(`${language}: the visitor over the limit is told to try again in a minute, and keeps what was typed`, async ({ page }) => {
    const w = W[language];
    await openLivePage(page, `${shell.origin}${path}`);
    const form = page.getByRole('region', { name: formName });
    await form.getByLabel(w.pib).fill(name);
    await form.getByLabel(w.phone).pressSequentially(uniquePhone().typed);
    await form.getByLabel(w.activity).selectOption(w.employed);
    await reachSmsLimit();
    const before = smsCallsReceived();
    await form.getByRole('button', { name: w.next }).click();
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(form.getByLabel(w.pib)).toHaveValue(name);
    await expect(page.getByRole('dialog', { name: w.smsTitle })).toHaveCount(0);
    expect(smsCallsReceived()).toBe(before);
  });
}
