import fastifyFormbody from '@fastify/formbody';
import { LRUCache } from 'lru-cache';
import { DEFAULT_BODY_KB, FORM_SEND_BODY_KB } from '@bank/tooling/edge/api-calls.mjs';
import { newsletterAnswerPage } from './newsletter-page.mjs';
import { refuseCrossSite } from './same-origin.mjs';
import { createSmsCheckedForms } from './sms-checked-forms.mjs';
import { ukrainianPhone } from './ukrainian-phone.mjs';

const FORM_SEND_BODY_LIMIT = FORM_SEND_BODY_KB * 1024;
const SMALL_BODY_LIMIT = DEFAULT_BODY_KB * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
// How long the edge counts the checks of one SMS code: longer than the bank lets a code live.
const CODE_CHECKS_KEPT_MS = 30 * 60 * 1000;
const CODES_COUNTED = 50_000;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const refusal = (reply, status, reason, message) => reply.code(status).header('Cache-Control', 'no-store').send({ message, reason });

/**
 * The calls a browser makes on a visitor's behalf that the bank pays for or keeps: form sends, SMS
 * codes and newsletter subscriptions. Each is a same-origin POST (never a GET another site can trigger
 * with an image), limited per address, with the human-check token verified here before the bank's
 * call leaves with the credentials, and the server's own choices (the newsletter's address book) made here.
 * What the browser is trusted with is checked here too: a form that asks for the SMS check is sent only for
 * the phone whose code this visitor typed right, each code is checked three times at most, and the order id a
 * send's answer names is proven to this visitor for the broker (visitor-proofs.mjs).
 * The counts (per phone, per code) are this process's: each cluster worker keeps its own.
 */
export async function registerFormRoutes(app, { settings, formRules, limitCall, limitPhone, callContentHost, verifyHumanCheck, proofs }) {
  const guarded = (bodyLimit) => ({ bodyLimit, preHandler: [refuseCrossSite(settings), limitCall] });
  const asksSmsCheck = createSmsCheckedForms(callContentHost);
  /** @type {LRUCache<string, number>} */
  const codeChecks = new LRUCache({ max: CODES_COUNTED, ttl: CODE_CHECKS_KEPT_MS });

  async function humanChecked(request, reply, token) {
    const verdict = await verifyHumanCheck(token, request.ip);
    if (verdict === 'passed') return true;
    if (verdict === 'unavailable') refusal(reply, 503, 'human-check-unavailable', 'The human check could not be verified; nothing was sent');
    else refusal(reply, 403, 'human-check', 'The human check was not passed; nothing was sent');
    return false;
  }

  /** The browser's key for one application: a resend after a lost answer gets the first answer back. */
  function idempotencyHeaders(request) {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return {};
    return IDEMPOTENCY_KEY.test(String(key)) ? { 'Idempotency-Key': String(key) } : null;
  }

  /**
   * Forms spec 4.2: a form with the SMS check is sent once the visitor typed the code sent to the phone in it
   * (an activity the spec exempts sends without). A send that names no phone (a second step) changes none.
   */
  async function smsChecked(request, form, body) {
    if (body.phone === undefined && request.method === 'PATCH') return true;
    if (formRules.skipsSmsVerification(body.activity) || !(await asksSmsCheck(request.params.lang, form))) return true;
    const phone = ukrainianPhone(body.phone);
    return phone !== null && proofs.provenPhone(request) === phone;
  }

  async function forwardSend(request, reply, method, form, path) {
    const body = request.body;
    if (!isRecord(body)) return refusal(reply, 400, 'body', 'A form send is a JSON object');
    const headers = idempotencyHeaders(request);
    if (!headers) return refusal(reply, 400, 'idempotency-key', 'The idempotency key is malformed');
    if (!(await smsChecked(request, form, body))) return refusal(reply, 403, 'sms-check', 'The phone was not confirmed by its SMS code; nothing was sent');
    if (!(await humanChecked(request, reply, body.captchaToken))) return reply;
    const answer = await callContentHost(method, path, { json: body, headers });
    const orderId = answer.body?.message?.orderId;
    if (typeof orderId === 'string' && /^\d{1,20}$/.test(orderId)) reply.header('Set-Cookie', proofs.orderProof(orderId));
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-store')
      .send(answer.body ?? {});
  }

  // POST /{lang}/jsonapi/wise/webform?_format=json: the first (or only) send of a form.
  app.post('/api/:lang/jsonapi/wise/webform', guarded(FORM_SEND_BODY_LIMIT), async (request, reply) => {
    const form = isRecord(request.body) ? String(request.body.webform_id ?? '') : '';
    if (!SEGMENT.test(form)) return refusal(reply, 400, 'webform', 'A form send names its webform');
    return forwardSend(request, reply, 'POST', form, `/${request.params.lang}/jsonapi/wise/webform?_format=json`);
  });

  // PATCH /{lang}/jsonapi/wise/webform/{form}/submission/{sid}?_format=json: the second step.
  app.patch('/api/:lang/jsonapi/wise/webform/:form/submission/:sid', guarded(FORM_SEND_BODY_LIMIT), async (request, reply) => {
    const { lang, form, sid } = request.params;
    return forwardSend(request, reply, 'PATCH', form, `/${lang}/jsonapi/wise/webform/${form}/submission/${sid}?_format=json`);
  });

  // The bank's SMS call is a GET (forms spec 7); the browser reaches it only through this POST.
  app.post('/api/sms-code', guarded(SMALL_BODY_LIMIT), async (request, reply) => {
    const phone = ukrainianPhone(isRecord(request.body) ? request.body.phone : '');
    if (!phone) return refusal(reply, 400, 'phone', 'A Ukrainian mobile number is required');
    await limitPhone(request);
    if (!(await humanChecked(request, reply, request.body.captchaToken))) return reply;
    const answer = await callContentHost('GET', `/jsonapi/wise/send-sms-api-bank?phone=${phone}`);
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-store')
      .send(answer.body ?? {});
  });

  app.post('/api/sms-code/check', guarded(SMALL_BODY_LIMIT), async (request, reply) => {
    const { phone: typed = '', code = '', idOtp = '' } = isRecord(request.body) ? request.body : {};
    const phone = ukrainianPhone(typed);
    if (!phone || !/^\d{1,4}$/.test(String(code)) || !/^[A-Za-z0-9-]{1,64}$/.test(String(idOtp))) {
      return refusal(reply, 400, 'code', 'A phone, a code of up to 4 digits and the code id are required');
    }
    // Forms spec 4.2: three tries of a code, then "Wrong code, please, send again": a new code, not a fourth try.
    const checks = (codeChecks.get(String(idOtp)) ?? 0) + 1;
    codeChecks.set(String(idOtp), checks, { noUpdateTTL: checks > 1 });
    if (checks > formRules.SMS_MAX_TRIES) return refusal(reply, 403, 'code-tries', 'This code was tried three times; ask for a new one');
    const query = new URLSearchParams({ phone, code: String(code), idotp: String(idOtp) });
    const answer = await callContentHost('GET', `/jsonapi/wise/send-sms-api-bank?${query}`);
    if (answer.status === 200 && answer.body?.type === 'SUCCESS') reply.header('Set-Cookie', proofs.phoneProof(phone));
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-store')
      .send(answer.body ?? {});
  });

  // The newsletter: JSON from the subscribe block, or its form posted before (or without) its script,
  // answered then with a page that says what happened and keeps what was typed.
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: SMALL_BODY_LIMIT });
    scope.post('/api/:lang/newsletter', guarded(SMALL_BODY_LIMIT), async (request, reply) => {
      const { lang } = request.params;
      const fields = isRecord(request.body) ? request.body : {};
      const email = String(fields.email ?? '').trim();
      const withoutScript = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const issue = formRules.checkNewsletterEmail(email);
      let outcome;
      if (issue) {
        outcome = { status: 422, issue };
      } else {
        const query = new URLSearchParams({ book: settings.newsletterBook, email });
        const answer = await callContentHost('GET', `/${lang}/jsonapi/sendpulse/add-email?${query}`);
        outcome = { status: answer.status, answer: answer.body ?? {} };
      }
      reply.code(outcome.status).header('Cache-Control', 'no-store');
      if (!withoutScript) return reply.send(outcome.answer ?? { status: 'error', message: issue?.message, reason: 'email' });
      return reply.type('text/html; charset=utf-8').send(newsletterAnswerPage({ formRules, language: lang, email, outcome, returnTo: fields.returnTo }));
    });
  });
}
