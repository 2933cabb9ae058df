import { expect, test, type APIRequestContext } from '@playwright/test';

// The shell's nginx stores each page once per encoding a browser accepts, compressed by the page server once
// per cache fill, and sends those bytes as they are: a busy page costs no compression per visitor.
let pathCount = 0;
/** A page address no earlier request has asked for (the cache keeps every page it stored). */
const freshPage = () => `/uk?compressed-pages=${Date.now()}-${(pathCount += 1)}`;

async function visit(request: APIRequestContext, path: string, acceptEncoding: string) {
  const response = await request.get(path, { headers: { 'Accept-Encoding': acceptEncoding } });
  const headers = response.headers();
  return { cache: headers['x-page-cache'], encoding: headers['content-encoding'], complete: headers['x-page-complete'], body: await response.text() };
}

for (const [accepted, stored] of [
  ['br, gzip, deflate', 'br'],
  ['gzip, deflate', 'gzip'],
  ['identity', undefined],
] as const) {
  test(`a browser accepting "${accepted}" gets the page ${stored ?? 'uncompressed'}, stored once in that encoding`, async ({ request }) => {
    // A page short of a block is rightly never stored (page-cache.spec), and on a busy machine even a warm page can
    // send its head before its last block: the store is judged on the first whole page a fresh address gets.
    let path = '';
    let first = { cache: '', encoding: '', complete: '', body: '' } as Awaited<ReturnType<typeof visit>>;
    await expect(async () => {
      path = freshPage();
      first = await visit(request, path, accepted);
      expect(first).toMatchObject({ cache: 'MISS', encoding: stored, complete: 'yes' });
    }).toPass();
    expect(first.body).toContain('</html>');
    await expect.poll(async () => (await visit(request, path, accepted)).cache).toBe('HIT');
    const again = await visit(request, path, accepted);
    expect(again.encoding).toBe(stored);
    expect(again.body).toBe(first.body);
  });
}

test('each encoding is a copy of its own: a page stored compressed is never sent to a browser that cannot read it', async ({ request }) => {
  const path = freshPage();
  await visit(request, path, 'br');
  await expect.poll(async () => (await visit(request, path, 'br')).cache).toBe('HIT');
  const plain = await visit(request, path, 'identity');
  expect(plain).toMatchObject({ cache: 'MISS', encoding: undefined });
  expect(plain.body).toContain('</html>');
});
