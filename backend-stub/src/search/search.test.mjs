import Fastify from 'fastify';
import search from '../routes/search.mjs';
import { findDocuments, plainText, searchWords } from './full-text.mjs';

// Over real HTTP: fastify's inject pulls in an ESM-only dependency jest cannot require.
const app = Fastify();
await app.register(search);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());

async function get(url) {
  const response = await fetch(`${origin}${url}`);
  return { status: response.status, body: await response.json() };
}
const searchFor = (lang, text) => get(`/${lang}/jsonapi/wise/search?search_api_fulltext=${encodeURIComponent(text)}`);
const productsFor = (lang, text) => get(`/${lang}/jsonapi/wise/search-product?fulltext=${encodeURIComponent(text)}`);

describe('full-text matching', () => {
  it('ignores case, ё/е and apostrophes', () => {
    expect(searchWords('Счёт ОБ’ЄДНАЙТЕ')).toEqual(['счет', 'обєднайте']);
  });

  it('matches the start of words only, every word of the query', () => {
    const documents = [
      { title: 'Кредит готівкою', text: '' },
      { title: 'Депозит', text: 'Без кредиту' },
      { title: 'Акредитив', text: '' },
    ];
    expect(findDocuments(documents, 'кредит').map((d) => d.title)).toEqual(['Кредит готівкою', 'Депозит']);
    expect(findDocuments(documents, 'кредит гот').map((d) => d.title)).toEqual(['Кредит готівкою']);
  });

  it('reads the text of HTML, without scripts and styles, entities decoded', () => {
    expect(searchWords(plainText('<p>Безпечний&nbsp;текст</p><script>window.ran = true</script><style>p{}</style>&lt;b&gt;'))).toEqual([
      'безпечний',
      'текст',
      'b',
    ]);
  });

  it('puts title matches first', () => {
    const documents = [
      { title: 'Новини', text: 'депозит' },
      { title: 'Депозит', text: '' },
    ];
    expect(findDocuments(documents, 'депозит').map((d) => d.title)).toEqual(['Депозит', 'Новини']);
  });
});

describe('GET /{lang}/jsonapi/wise/search', () => {
  it('finds seeded pages by title, body and block text in Ukrainian, with paths in the language and audience ids', async () => {
    const { status, body } = await searchFor('uk', 'КРЕДИТ');
    expect(status).toBe(200);
    expect(body).toContainEqual({ title: 'Кредит готівкою до 300 000 грн', field_path: '/uk/product/kredyt-gotivkoiu', field_for_the: 7 });
    expect(body).toContainEqual({ title: 'Кредитна лінія для бізнесу: коли вона вигідна', field_path: '/uk/business/blog/kredytna-liniia', field_for_the: 6 });
    expect(body.map((row) => row.field_for_the)).toEqual(expect.arrayContaining([7, 6, 8]));
  });

  it('searches block text: an accordion answer of the home page', async () => {
    const { body } = await searchFor('uk', 'поручителів');
    expect(body.map((row) => row.field_path)).toContain('/uk/product/kredyt-gotivkoiu');
  });

  it('answers in Russian from the Russian text', async () => {
    const { body } = await searchFor('ru', 'счет');
    expect(body.map((row) => row.field_path)).toContain('/ru/business');
    expect((await searchFor('ru', 'кредит')).body).toContainEqual({
      title: 'Кредит наличными до 300 000 грн',
      field_path: '/ru/product/kredit-nalichnymi',
      field_for_the: 7,
    });
  });

  it('gives an empty list when nothing matches, markup included', async () => {
    expect(await searchFor('uk', 'жираф')).toEqual({ status: 200, body: [] });
    expect(await searchFor('ru', '<script>жираф()</script>')).toEqual({ status: 200, body: [] });
  });

  it('answers 404 for a blank search or a language without search', async () => {
    expect((await searchFor('uk', '   ')).status).toBe(404);
    expect((await get('/ru/jsonapi/wise/search')).status).toBe(404);
    expect((await searchFor('en', 'credit')).status).toBe(404);
  });
});

describe('GET /{lang}/jsonapi/wise/search-product', () => {
  it('finds products by title and description, with a description and an audience', async () => {
    const { body } = await productsFor('uk', 'кредит');
    expect(body.map((row) => row.title)).toEqual(['Кредит готівкою', 'Кредитна картка «Універсальна»', 'Кредитна лінія для бізнесу']);
    expect(body[2]).toEqual({
      title: 'Кредитна лінія для бізнесу',
      field_path: '/uk/business/product/kredytna-liniia',
      field_for_the: 6,
      field_description: 'Ліміт до 5 млн грн на обігові кошти.',
    });
  });

  it('answers in Russian and 404s on a blank text', async () => {
    expect((await productsFor('ru', 'депозит')).body.map((row) => row.title)).toEqual(['Депозит «Стабильный»']);
    expect((await productsFor('ru', '')).status).toBe(404);
  });
});
