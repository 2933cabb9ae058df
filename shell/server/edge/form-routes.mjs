import fastifyFormbody from '@fastify/formbody';
import { DEFAULT_BODY_KB, FORM_SEND_BODY_KB } from '@bank/tooling/edge/api-calls.mjs';
import { newsletterAnswerPage } from './newsletter-page.mjs';
import { refuseCrossSite } from './same-origin.mjs';

const FORM_SEND_BODY_LIMIT = FORM_SEND_BODY_KB * 1024;
const SMALL_BODY_LIMIT = DEFAULT_BODY_KB * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const UKRAINIAN_PHONE = /^380\d{9}$/;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const refusal = (reply, status, reason, message) => reply.code(status).header('Cache-Control', 'no-store').send({ message, reason });

/**
 * The calls a browser makes on a visitor's behalf that the bank pays for or keeps: form sends, SMS
 * codes and newsletter subscriptions. Each is a same-origin POST (never a GET another site can trigger
 * with an image), limited per address, with the human-check token verified here before the bank's
 * call leaves with the credentials, and the server's own choices (the newsletter's address book) made here.
 */
export async function registerFormRoutes(app, { settings, formRules, limitCall, callContentHost, verifyHumanCheck }) {
  const guarded = (bodyLimit) => ({ bodyLimit, preHandler: [refuseCrossSite(settings), limitCall] });

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

  async function forwardSend(request, reply, method, path) {
    const body = request.body;
    if (!isRecord(body)) return refusal(reply, 400, 'body', 'A form send is a JSON object');
    const headers = idempotencyHeaders(request);
    if (!headers) return refusal(reply, 400, 'idempotency-key', 'The idempotency key is malformed');
    if (!(await humanChecked(request, reply, body.captchaToken))) return reply;
    const answer = await callContentHost(method, path, { json: body, headers });
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-store')
      .send(answer.body ?? {});
  }

  // POST /{lang}/jsonapi/wise/webform?_format=json: the first (or only) send of a form.
  app.post('/api/:lang/jsonapi/wise/webform', guarded(FORM_SEND_BODY_LIMIT), async (request, reply) => {
    if (!isRecord(request.body) || !SEGMENT.test(String(request.body.webform_id ?? ''))) {
      return refusal(reply, 400, 'webform', 'A form send names its webform');
    }
    return forwardSend(request, reply, 'POST', `/${request.params.lang}/jsonapi/wise/webform?_format=json`);
  });

  // PATCH /{lang}/jsonapi/wise/webform/{form}/submission/{sid}?_format=json: the second step.
  app.patch('/api/:lang/jsonapi/wise/webform/:form/submission/:sid', guarded(FORM_SEND_BODY_LIMIT), async (request, reply) => {
    const { lang, form, sid } = request.params;
    return forwardSend(request, reply, 'PATCH', `/${lang}/jsonapi/wise/webform/${form}/submission/${sid}?_format=json`);
  });

  // The bank's SMS call is a GET (forms spec 7); the browser reaches it only through this POST.
  app.post('/api/sms-code', guarded(SMALL_BODY_LIMIT), async (request, reply) => {
    const digits = String(isRecord(request.body) ? (request.body.phone ?? '') : '').replace(/\D/g, '');
    if (!UKRAINIAN_PHONE.test(digits)) return refusal(reply, 400, 'phone', 'A Ukrainian mobile number is required');
    if (!(await humanChecked(request, reply, request.body.captchaToken))) return reply;
    const answer = await callContentHost('GET', `/jsonapi/wise/send-sms-api-bank?phone=${digits}`);
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-store')
      .send(answer.body ?? {});
  });

  app.post('/api/sms-code/check', guarded(SMALL_BODY_LIMIT), async (request, reply) => {
    const { phone = '', code = '', idOtp = '' } = isRecord(request.body) ? request.body : {};
    const digits = String(phone).replace(/\D/g, '');
    if (!UKRAINIAN_PHONE.test(digits) || !/^\d{1,4}$/.test(String(code)) || !/^[A-Za-z0-9-]{1,64}$/.test(String(idOtp))) {
      return refusal(reply, 400, 'code', 'A phone, a code of up to 4 digits and the code id are required');
    }
    const query = new URLSearchParams({ phone: digits, code: String(code), idotp: String(idOtp) });
    const answer = await callContentHost('GET', `/jsonapi/wise/send-sms-api-bank?${query}`);
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
