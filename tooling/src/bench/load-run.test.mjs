import http from 'node:http';
import { loadRun } from './load-run.mjs';

let server;
let url;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/uk/rates') {
      // A page short of a block that says nothing of it, sent in pieces, one of them cut inside its empty place.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write('<main><h1>Курси валют</h1><div class="bank-block" data-block-type="rates" data-bl');
      setTimeout(() => response.end('ock-id="rates-table"></div><div class="bank-block" data-block-id="news"><p>Новини</p></div></main>'), 5);
      return;
    }
    if (request.url === '/uk/news') {
      // A whole page: each block place holds its block's markup.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Page-Complete': 'yes' });
      response.end('<main><div class="bank-block" data-block-type="news-list" data-block-id="news"><ul><li>Новини</li></ul></div><div></div></main>');
      return;
    }
    // A compressed page short of a block, as the page server marks it.
    response.writeHead(200, { 'Content-Encoding': 'br', 'X-Page-Complete': request.url === '/short' ? 'no' : 'yes' });
    response.end(Buffer.alloc(2048, 0xff));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("pages asked for as a browser asks are judged by the server's word, with autocannon keeping no body", async () => {
  const short = await loadRun(`${url}/short`, { connections: 2, amount: 20, acceptEncoding: 'br' });
  expect(short.pages).toEqual({ whole: 0, saidShort: 20, unmarked: 0, emptyPlaceInHtml: 0 });
  const whole = await loadRun(`${url}/uk`, { connections: 2, amount: 20, acceptEncoding: 'br' });
  expect(whole.pages.whole).toBe(20);
});

test('a page asked for without compression is read for block places left empty, wherever its pieces were cut', async () => {
  const run = await loadRun(`${url}/uk/rates`, { connections: 2, amount: 10 });
  expect(run.pages).toEqual({ whole: 0, saidShort: 0, unmarked: 10, emptyPlaceInHtml: 10 });
});

test('a page whose block places all hold their blocks is not counted as short of one', async () => {
  const run = await loadRun(`${url}/uk/news`, { connections: 2, amount: 10 });
  expect(run.pages).toEqual({ whole: 10, saidShort: 0, unmarked: 0, emptyPlaceInHtml: 0 });
});
