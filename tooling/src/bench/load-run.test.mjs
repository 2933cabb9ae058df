import http from 'node:http';
import { loadRun } from './load-run.mjs';

let server;
let url;

beforeAll(async () => {
  server = http.createServer((request, response) => {
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
