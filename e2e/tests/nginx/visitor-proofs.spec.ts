import { expect, test, type APIRequestContext } from '@playwright/test';
import { nginxSiteOffset } from '../../support/nginx-site';
import { uniquePhone } from '../forms/form-helpers';

// The shell's edge keeps what it knows of a visitor in cookies: the phone whose SMS code they typed, the order a
// form send answered them with. Behind nginx, as docker compose runs the site, the calls that need those proofs
// reach the page servers with the visitor's cookies, and another site's page still cannot make them.
const standIn = `http://127.0.0.1:${4000 + nginxSiteOffset()}`;
const standInAuthorization = `Basic ${Buffer.from('bank-site:stand-in-only-password').toString('base64')}`;

/** A token of the stand-in's human check, as the site's page gets it. */
async function humanCheckToken(origin: string): Promise<string> {
  const answer = await fetch(`${standIn}/human-check/token`, { method: 'POST', headers: { origin } });
  return ((await answer.json()) as { token: string }).token;
}

/** The code the stand-in texted for an SMS check. */
async function textedCode(idOtp: string): Promise<string> {
  const texted = (await (await fetch(`${standIn}/stub/forms/sms-codes`, { headers: { Authorization: standInAuthorization } })).json()) as {
    idOtp: string;
    code: string;
  }[];
  return texted.find((record) => record.idOtp === idOtp)!.code;
}

function fromThePage(origin: string) {
  return { Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
}

async function sendCreditCash(request: APIRequestContext, origin: string, phone: string) {
  return request.post('/api/uk/jsonapi/wise/webform?_format=json', {
    headers: fromThePage(origin),
    data: {
      webform_id: 'credit_cash',
      pib: 'Шевченко Тарас',
      phone,
      activity: 'Працюю офіційно',
      sms_verification: '1',
      captchaToken: await humanCheckToken(origin),
    },
  });
}

test('a form with the SMS check is sent through nginx for the phone whose code the visitor typed, and for no one without it', async ({
  request,
  playwright,
  baseURL,
}) => {
  const origin = baseURL!;
  const phone = uniquePhone().typed;
  const sent = await request.post('/api/sms-code', { headers: fromThePage(origin), data: { phone, captchaToken: await humanCheckToken(origin) } });
  expect(sent.status()).toBe(200);
  const { idOtp } = (await sent.json()) as { idOtp: string };
  const checked = await request.post('/api/sms-code/check', { headers: fromThePage(origin), data: { phone, code: await textedCode(idOtp), idOtp } });
  expect(((await checked.json()) as { type: string }).type).toBe('SUCCESS');

  expect((await sendCreditCash(request, origin, phone)).status()).toBe(200);

  const stranger = await playwright.request.newContext({ baseURL: origin });
  const refused = await sendCreditCash(stranger, origin, phone);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { reason: string }).reason).toBe('sms-check');
  await stranger.dispose();
});

test("the broker takes through nginx only the visitor's own order, and only from the site's pages", async ({ request, baseURL }) => {
  const origin = baseURL!;
  const sent = await request.post('/api/uk/jsonapi/wise/webform?_format=json', {
    headers: fromThePage(origin),
    data: { webform_id: 'deposit_request', name: 'Оксана', phone: uniquePhone().typed, captchaToken: await humanCheckToken(origin) },
  });
  expect(sent.status()).toBe(200);
  const orderId = ((await sent.json()) as { message?: { orderId?: string } }).message?.orderId;
  expect(orderId, 'the send answers with an order id').toBeDefined();

  const broker = `/api/uk/jsonapi/wise/sendtobroker?numberApp=${orderId}`;
  const fromAnotherSite = await request.get(broker, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
  expect(fromAnotherSite.status()).toBe(403);
  const someoneElses = await request.get(`/api/uk/jsonapi/wise/sendtobroker?numberApp=${Number(orderId) + 1}`, { headers: fromThePage(origin) });
  expect(someoneElses.status()).toBe(403);
  expect((await request.get(broker, { headers: fromThePage(origin) })).status()).toBe(200);
});
