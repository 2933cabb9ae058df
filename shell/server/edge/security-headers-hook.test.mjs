import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers-hook.mjs';

const REMOTES = ['http://remotes.example'];
const HOME_STYLES = ['sha256-home'];
const RATES_STYLES = ['sha256-rates'];

let app;
let origin;
let thirdParty;
let thirdPartyReads;

/** config.json's third parties as runtime-files.mjs hands them out: one object until the file changes. */
function configWith(scripts) {
  const config = { frames: [], images: [] };
  Object.defineProperty(config, 'scripts', {
    get: () => {
      thirdPartyReads += 1;
      return scripts;
    },
  });
  return config;
}

beforeAll(async () => {
  thirdParty = configWith([]);
  thirdPartyReads = 0;
  const files = {
    remoteOrigins: async () => REMOTES,
    youtubeEmbedOrigin: async () => 'https://www.youtube-nocookie.com',
    thirdPartyOrigins: async () => thirdParty,
  };
  app = Fastify();
  await registerSecurityHeaders(app, files, { hstsMaxAge: 0 });
  // Each page hands the same array of its inlined styles' hashes to every answer, as a shared page does.
  app.get('/uk', async (_request, reply) => {
    Object.assign(reply, { styleHashes: HOME_STYLES });
    return 'home';
  });
  app.get('/uk/rates', async (_request, reply) => {
    Object.assign(reply, { styleHashes: RATES_STYLES });
    return 'rates';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
});

afterAll(() => app.close());

const policyOf = async (path) => (await fetch(origin + path)).headers.get('content-security-policy') ?? '';

test('answers of one page under the same runtime files carry one policy, worked out once, not per answer', async () => {
  const first = await policyOf('/uk');
  thirdPartyReads = 0;
  for (let answer = 0; answer < 5; answer += 1) expect(await policyOf('/uk')).toBe(first);
  expect(thirdPartyReads).toBe(0);
  expect(first).toContain("'sha256-home'");
});

test("another page's inlined styles, and an edited config.json, each get a policy of their own", async () => {
  const home = await policyOf('/uk');
  const rates = await policyOf('/uk/rates');
  expect(rates).toContain("'sha256-rates'");
  expect(rates).not.toContain("'sha256-home'");
  thirdParty = configWith(['https://chat.example']);
  const edited = await policyOf('/uk');
  expect(edited).toContain("'sha256-home'");
  expect(edited).toMatch(/script-src [^;]*https:\/\/chat\.example/);
  expect(edited).not.toBe(home);
});
