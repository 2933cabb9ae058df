import net from 'node:net';
import Fastify from 'fastify';
import { siteFrameworkErrors } from './framework-errors.mjs';
import { registerSecurityHeaders } from './security-headers-hook.mjs';

const files = {
  remoteOrigins: async () => ['http://remotes.example'],
  youtubeEmbedOrigin: async () => 'https://www.youtube-nocookie.com',
  thirdPartyOrigins: async () => ({ scripts: [], frames: [], images: [] }),
};

let app;
let port;

beforeAll(async () => {
  const badRequests = siteFrameworkErrors();
  app = Fastify({ frameworkErrors: badRequests.frameworkErrors });
  badRequests.useSecurityHeaders(await registerSecurityHeaders(app, files, { hstsMaxAge: 31_536_000 }));
  app.get('/*', async () => 'a page');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
});

afterAll(() => app.close());

/** The answer to a request line sent as it is (fetch would mend the path first). */
function rawAnswer(path) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: bank.example\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test("a path fastify cannot decode is answered by the site's 400, with the security headers and nothing of the path (audit finding 10)", async () => {
  const answer = await rawAnswer('/uk/%3Cscript%3E%');
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 400 /);
  expect(head).toMatch(/^content-security-policy: .*default-src/im);
  expect(head).toMatch(/^x-content-type-options: nosniff/im);
  expect(head).toMatch(/^strict-transport-security: max-age=31536000/im);
  expect(head).toMatch(/^cache-control: no-store/im);
  expect(head).toMatch(/^content-type: text\/html/im);
  expect(body).not.toMatch(/script|%3C/i);
  expect(body).toContain('<a href="/uk">');
});
