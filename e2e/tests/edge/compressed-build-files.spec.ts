import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { COMPRESSED_COPIES } from '../../../tooling/src/rspack/precompressed-assets-plugin.mjs';
import { rawRequest } from '../../support/raw-request';
import { test } from '../../support/site-test';

/*
 * The build writes each script compressed beside itself (tooling/src/rspack/precompressed-assets-plugin.mjs), once, at
 * levels no server affords per request. Checked on the node servers (project chromium: Brotli, as @fastify/static
 * finds the .br) and through nginx (project nginx: gzip_static, the stock image has no Brotli): the bytes a browser
 * gets are that copy, and the cache rules of the file stay those of the file, not of its copy.
 */

const repo = path.resolve(__dirname, '..', '..', '..');
const ACCEPTED = 'br, gzip, deflate';

async function builtCopyIsSent(origin: string, urlPath: string, file: string) {
  const answer = await rawRequest(origin, { path: urlPath, headers: { 'Accept-Encoding': ACCEPTED } });
  expect(answer.status, urlPath).toBe(200);
  const encoding = answer.headers['content-encoding'] as keyof typeof COMPRESSED_COPIES;
  expect(Object.keys(COMPRESSED_COPIES), `${urlPath} is sent compressed`).toContain(encoding);
  const copy = file + COMPRESSED_COPIES[encoding];
  expect(answer.bytes.equals(readFileSync(copy)), `${urlPath} is the build's ${copy}`).toBe(true);
  expect(answer.headers['vary']).toMatch(/accept-encoding/i);
  return answer;
}

test("the shell's scripts go out as the compressed copies of its build, cached for a year as the files are", async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const page = await rawRequest(origin, { path: '/uk' });
  const main = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(page.body)?.[1];
  expect(main, 'the page names the shell entry').toBeDefined();
  const answer = await builtCopyIsSent(origin, main!, path.join(repo, 'shell', 'dist', main!));
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("a remote's entry goes out as the compressed copy of its build and is still revalidated on every load", async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const remotes = JSON.parse((await rawRequest(origin, { path: '/remotes.json' })).body) as {
    remotes: Record<string, { live: string; versions: Record<string, { entry: string }> }>;
  };
  const content = remotes.remotes['mf_content']!;
  const entry = new URL(content.versions[content.live]!.entry);
  // A remote's server serves its dist/ folder: the address's path is the file's place in it.
  const answer = await builtCopyIsSent(entry.origin, entry.pathname, path.join(repo, 'mf-content', 'dist', entry.pathname));
  // remoteEntry.js keeps its name across builds: answered from its .br or .gz, it must not become immutable.
  expect(answer.headers['cache-control']).toBe('no-cache');
});
