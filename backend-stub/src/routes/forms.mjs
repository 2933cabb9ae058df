import { randomInt, randomUUID } from 'node:crypto';
import { localise } from '../languages.mjs';
import { FEEDBACK_FORMS, TWO_STEP_FORMS, WEBFORMS } from '../seed/forms-webforms.mjs';
import { SMS_REFUSED_ENDING, TEXTS, fill, outcomeOf, smsTestCode } from '../seed/forms-outcomes.mjs';

// How long a send's answer is kept for a resend with the same key.
const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

const KEPT_COLLECTIONS = ['submissions', 'subscriptions', 'sms-codes', 'feedback', 'complaints', 'broker', 'postbacks', 'secret-codes'];

const NEWSLETTER_TEXT = {
  uk: 'Дякуємо! Ви підписалися на новини банку.',
  ru: 'Спасибо! Вы подписались на новости банка.',
};

// Answers that change with every call must never be served from the browser's cache.
const noStore = (reply) => reply.header('Cache-Control', 'no-store');

/** The answer to a complete submission (a one-step POST, a PATCH, a one-step credit request). */
function result(record, language) {
  const orderId = record.orderId;
  const text = (key) => fill(localise(TEXTS[key], language), { orderId });
  switch (outcomeOf(record.values)) {
    case 'processing':
      return { sid: record.sid, message: { returnValue: '10', orderId, text: text('processing') } };
    case 'zero':
      return { sid: record.sid, message: { returnValue: '0', orderId, text: text('zero') } };
    case 'field-error':
      return { sid: record.sid, error: { phone: localise(TEXTS.fieldError, language) } };
    case 'code-only':
      return { sid: record.sid, code: 'E-LIMIT-24' };
    default:
      break;
  }
  if (FEEDBACK_FORMS.includes(record.webformId)) return { sid: record.sid, message: { feedbackId: record.sid, text: text('feedback') } };
  if (record.webformId === 'complaint') return { sid: record.sid, message: { complaintId: record.sid, text: text('complaint') } };
  return { sid: record.sid, message: { returnValue: '1', orderId, text: text('accepted') } };
}

/**
 * The calls of the application forms: webform definitions, submissions (POST, PATCH), SMS codes,
 * the broker, affiliate postbacks and the newsletter. What they keep is written to the data folder.
 */
export default async function forms(app, { store }) {
  // GET /{lang}/webform_rest/{form}/elements — the form definition.
  app.get('/:lang/webform_rest/:form/:part', async (request, reply) => {
    const form = WEBFORMS[request.params.form];
    if (!form || !['elements', 'fields'].includes(request.params.part)) return reply.code(404).send({ message: 'Webform not found' });
    return localise(form, request.params.lang);
  });

  // A resend with the Idempotency-Key of an earlier send (its answer was lost on the way) gets that
  // send's answer again, and nothing new is stored. Two sends at once with one key share one answer.
  const answered = new Map();
  function once(request, reply, send) {
    const key = request.headers['idempotency-key'];
    const answer = async () => {
      const [status, body] = await send();
      return { status, body };
    };
    let pending;
    if (!key) {
      pending = answer();
    } else {
      const id = `${request.method} ${key}`;
      pending = answered.get(id);
      if (!pending) {
        pending = answer();
        answered.set(id, pending);
        pending.then(
          ({ status }) => (status >= 400 ? answered.delete(id) : setTimeout(() => answered.delete(id), IDEMPOTENCY_KEPT_MS).unref()),
          () => answered.delete(id),
        );
      }
    }
    return pending.then(({ status, body }) => reply.code(status).send(body));
  }

  // POST /{lang}/jsonapi/wise/webform?_format=json — the first (or only) send of a form.
  app.post('/:lang/jsonapi/wise/webform', (request, reply) =>
    once(request, reply, async () => {
      const { webform_id: webformId, ...values } = request.body ?? {};
      if (!WEBFORMS[webformId]) return [400, { message: `Unknown webform ${webformId}` }];
      const record = {
        sid: randomUUID(),
        orderId: String(randomInt(100000, 999999)),
        webformId,
        language: request.params.lang,
        values,
        steps: 1,
        at: new Date().toISOString(),
      };
      // A refused phone is answered before anything is stored, as the real form validation does.
      if (outcomeOf(values) === 'field-error') return [200, result(record, request.params.lang)];
      await store.append('submissions', record);
      if (TWO_STEP_FORMS.includes(webformId)) return [200, { sid: record.sid }];
      return [200, result(record, request.params.lang)];
    }),
  );

  // PATCH /{lang}/jsonapi/wise/webform/{form}/submission/{sid}?_format=json — the second step.
  app.patch('/:lang/jsonapi/wise/webform/:form/submission/:sid', (request, reply) =>
    once(request, reply, async () => {
      const record = await store.update('submissions', (records) => {
        const found = records.find((entry) => entry.sid === request.params.sid && entry.webformId === request.params.form);
        if (!found) return null;
        found.values = { ...found.values, ...request.body };
        found.steps = 2;
        return { ...found };
      });
      if (!record) return [404, { message: 'Submission not found' }];
      return [200, result(record, request.params.lang)];
    }),
  );

  // GET {api}/wise/send-sms-api-bank?phone= sends a code; with &code=&idotp= it checks one.
  const sms = async (request, reply) => {
    noStore(reply);
    const { phone = '', code, idotp } = request.query;
    const digits = String(phone).replace(/\D/g, '');
    if (code === undefined) {
      if (digits.length !== 12 || digits.endsWith(SMS_REFUSED_ENDING)) return { type: 'ERROR', idOtp: null };
      const record = { idOtp: randomUUID(), phone: digits, code: smsTestCode(), checks: 0, at: new Date().toISOString() };
      await store.append('sms-codes', record);
      return { type: 'SUCCESS', idOtp: record.idOtp };
    }
    const matched = await store.update('sms-codes', (records) => {
      const found = records.find((entry) => entry.idOtp === idotp && entry.phone === digits);
      if (!found) return false;
      found.checks += 1;
      return found.code === String(code);
    });
    return { type: matched ? 'SUCCESS' : 'WRONG_CODE' };
  };
  app.get('/jsonapi/wise/send-sms-api-bank', sms);
  app.get('/:lang/jsonapi/wise/send-sms-api-bank', sms);

  // GET /{lang}/jsonapi/wise/sendtobroker?numberApp=orderId
  app.get('/:lang/jsonapi/wise/sendtobroker', async (request, reply) => {
    noStore(reply);
    const orderId = String(request.query.numberApp ?? '');
    if (!orderId) return reply.code(400).send({ message: 'numberApp is required' });
    await store.append('broker', { orderId, at: new Date().toISOString() });
    return { returnValue: fill(localise(TEXTS.broker, request.params.lang), { orderId }) };
  });

  // GET /{lang}/jsonapi/wise/affiliate-postback — the bank forwards the lead confirmation to the network
  // that brought the visitor (its endpoints and keys stay on the server).
  app.get('/:lang/jsonapi/wise/affiliate-postback', async (request, reply) => {
    noStore(reply);
    await store.append('postbacks', { ...request.query, at: new Date().toISOString() });
    return { status: 'ok' };
  });

  // GET /{lang}/jsonapi/sendpulse/add-email?book=&email=
  app.get('/:lang/jsonapi/sendpulse/add-email', async (request, reply) => {
    noStore(reply);
    const { book, email } = request.query;
    if (!book || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(String(email))) {
      return reply.code(422).send({ status: 'error', message: 'A valid book and email are required' });
    }
    await store.append('subscriptions', { book: String(book), email: String(email), language: request.params.lang, at: new Date().toISOString() });
    return { status: 'ok', text: localise(NEWSLETTER_TEXT, request.params.lang) };
  });

  // What the stand-in kept, readable for tests: GET /stub/forms/{collection}
  app.get('/stub/forms/:collection', async (request, reply) => {
    noStore(reply);
    if (!KEPT_COLLECTIONS.includes(request.params.collection)) return reply.code(404).send({ message: 'No such collection' });
    return store.readAll(request.params.collection);
  });
}
