import zlib from 'node:zlib';
import { compressedPages } from './compressed-pages.mjs';

const CHROMIUM = 'gzip, deflate, br, zstd';
const pageOf = (text) => Buffer.from(`<!doctype html><html lang="uk"><body>${text.repeat(200)}</body></html>`);

test('a warm page is compressed once: every visitor asking for Brotli gets the same bytes, which unpack to the page', async () => {
  const compressed = compressedPages();
  const page = pageOf('<p>Кредит готівкою</p>');
  const [first, second] = await Promise.all([compressed(page, CHROMIUM), compressed(page, CHROMIUM)]);
  const third = await compressed(page, CHROMIUM);
  expect(first?.encoding).toBe('br');
  expect(second?.bytes).toBe(first?.bytes);
  expect(third?.bytes).toBe(first?.bytes);
  expect(zlib.brotliDecompressSync(/** @type {Buffer} */ (first?.bytes)).equals(page)).toBe(true);
});

test('a visitor who takes only gzip gets gzip, and one who takes neither gets nothing compressed', async () => {
  const compressed = compressedPages();
  const page = pageOf('<p>Курси валют</p>');
  for (const acceptEncoding of ['gzip', 'x-gzip', 'br;q=0, gzip']) {
    const answer = await compressed(page, acceptEncoding);
    expect(answer?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(/** @type {Buffer} */ (answer?.bytes)).equals(page)).toBe(true);
  }
  for (const acceptEncoding of [undefined, '', 'identity', 'deflate']) expect(await compressed(page, acceptEncoding)).toBeNull();
});

test('a page made again (another body) is compressed again, never answered with the old bytes', async () => {
  const compressed = compressedPages();
  const before = await compressed(pageOf('<p>10 %</p>'), CHROMIUM);
  const changed = pageOf('<p>12 %</p>');
  const after = await compressed(changed, CHROMIUM);
  expect(after?.bytes).not.toBe(before?.bytes);
  expect(zlib.brotliDecompressSync(/** @type {Buffer} */ (after?.bytes)).equals(changed)).toBe(true);
});
