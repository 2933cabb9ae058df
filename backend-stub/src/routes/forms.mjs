import { localise } from '../languages.mjs';

const KEPT_COLLECTIONS = ['submissions', 'subscriptions', 'sms-codes', 'complaints', 'feedback', 'broker'];

const NEWSLETTER_TEXT = {
  uk: 'Дякуємо! Ви підписалися на новини банку.',
  ru: 'Спасибо! Вы подписались на новости банка.',
};

/**
 * The calls of the application forms: webform definitions, submissions (POST, PATCH), SMS codes,
 * the broker and the newsletter. What they keep is written to the data folder and readable for tests.
 */
export default async function forms(app, { store }) {
  // GET /{lang}/jsonapi/sendpulse/add-email?book=&email=
  app.get('/:lang/jsonapi/sendpulse/add-email', async (request, reply) => {
    const { book, email } = request.query;
    if (!book || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(String(email))) {
      return reply.code(422).send({ status: 'error', message: 'A valid book and email are required' });
    }
    await store.append('subscriptions', { book: String(book), email: String(email), language: request.params.lang, at: new Date().toISOString() });
    return { status: 'ok', text: localise(NEWSLETTER_TEXT, request.params.lang) };
  });

  // What the stand-in kept, readable for tests: GET /stub/forms/{collection}
  app.get('/stub/forms/:collection', async (request, reply) => {
    if (!KEPT_COLLECTIONS.includes(request.params.collection)) return reply.code(404).send({ message: 'No such collection' });
    return store.readAll(request.params.collection);
  });
}
