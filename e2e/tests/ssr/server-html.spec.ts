import { expect, test } from '@playwright/test';

// The HTML the server sends, read without a browser: what crawlers and slow phones get first.
const pages = [
  { path: '/uk', lang: 'uk', title: 'Банк, який поруч щодня', texts: ['Чому нас обирають', 'Хто може отримати кредит?'] },
  { path: '/ru', lang: 'ru', title: 'Банк, который рядом каждый день', texts: ['Почему нас выбирают', 'Кто может получить кредит?'] },
  { path: '/uk/business', lang: 'uk', title: 'Банк для вашого бізнесу', texts: ['Усе для підприємця в одному банку'] },
  { path: '/uk/product/kredyt-gotivkoiu', lang: 'uk', title: 'Кредит готівкою до 300 000 грн', texts: ['Умови кредиту', 'Як отримати кредит'] },
  { path: '/ru/product/kredit-nalichnymi', lang: 'ru', title: 'Кредит наличными до 300 000 грн', texts: ['Условия кредита'] },
] as const;

for (const page of pages) {
  test(`${page.path} arrives as HTML with its heading, block text, language, title and alternates`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${page.lang}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
    expect(html).toContain(`<title>${page.title} — Банк</title>`);
    for (const text of page.texts) expect(html).toContain(text);
    expect(html).toMatch(/<link rel="alternate" hreflang="uk" href="http:\/\/[^"]+">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="ru" href="http:\/\/[^"]+">/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+">/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
  });
}

test('a search results page arrives titled and described by its query, the query escaped', async ({ request }) => {
  const html = await (await request.get(`/uk/search/${encodeURIComponent('кредит')}`)).text();
  expect(html).toContain('<title>Результати пошуку: кредит — Банк</title>');
  expect(html).toContain('<meta name="description" content="Результати пошуку «кредит» на сайті банку: продукти, статті та сторінки.">');
  const quoted = await (await request.get(`/ru/search/${encodeURIComponent('"><b>вклад')}`)).text();
  expect(quoted).toContain('<meta name="description" content="Результаты поиска «&quot;&gt;&lt;b&gt;вклад» на сайте банка: продукты, статьи и страницы.">');
});

test('the branch map on the home page is rendered by the server, not left to the browser', async ({ request }) => {
  // Its heading as markup inside the map's slot: the title alone is also in the inlined page data.
  // mf-map's server build once failed on every render (its asset URLs needed the browser's publicPath).
  const html = await (await request.get('/uk')).text();
  expect(html).toMatch(/data-block-type="map"[^>]*><section[^>]*>[^]*?<h2[^>]*>Відділення поруч з вами<\/h2>/);
});

test('the product page links the alias of the same page in the other language', async ({ request }) => {
  const html = await (await request.get('/uk/product/kredyt-gotivkoiu')).text();
  expect(html).toMatch(/hreflang="ru" href="http:\/\/[^"]+\/ru\/product\/kredit-nalichnymi"/);
});

test('an unknown page answers 404 with the not-found text, in its language', async ({ request }) => {
  const uk = await request.get('/uk/no-such-page');
  expect(uk.status()).toBe(404);
  expect(await uk.text()).toContain('Вибачте, запитувана сторінка не знайдена або не існує');
  const ru = await request.get('/ru/404');
  expect(ru.status()).toBe(404);
  expect(await ru.text()).toContain('Извините, запрашиваемая страница не найдена или не существует');
});

test('/ redirects to the Ukrainian home page', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/uk');
});

test('the page data is inlined as JSON, never as an executable script, and carries no credentials', async ({ request }) => {
  const html = await (await request.get('/uk')).text();
  expect(html).toMatch(/<script type="application\/json" id="bank-page-data">\{/);
  expect(html).not.toMatch(/<script>(?!<\/script>)/);
  expect(html).not.toContain('stand-in-only-password');
});
