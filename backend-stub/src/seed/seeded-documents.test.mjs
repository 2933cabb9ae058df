// Beside the seed, not in routes/: every file in routes/ is registered by the stand-in as a route.
import Fastify from 'fastify';
import files from '../routes/files.mjs';
import { DOCUMENTS_PATH, seededDocument } from './content-documents.mjs';
import { PAGES } from './all-pages.mjs';

/** Every document address the seeded pages link to. */
function documentLinks(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => documentLinks(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'url' && typeof item === 'string' && item.startsWith(`${DOCUMENTS_PATH}/`)) found.add(item);
      else documentLinks(item, found);
    }
  }
  return found;
}

describe('documents of the stand-in', () => {
  let app;
  let base;
  beforeAll(async () => {
    app = Fastify();
    await app.register(files, { imagesDir: '' });
    // Over a real socket: light-my-request (inject) loads an ES-only cookie module jest cannot require.
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('know every document a seeded page links to', () => {
    const links = [...documentLinks(PAGES.map((page) => page.blocks))];
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((link) => !seededDocument(link.slice(DOCUMENTS_PATH.length + 1)))).toEqual([]);
  });

  it('serve a seeded document as a PDF, the same bytes each time', async () => {
    const link = `${DOCUMENTS_PATH}/showcase/tariffs-2026.pdf`;
    const first = await fetch(`${base}${link}`);
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const body = Buffer.from(await first.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(await (await fetch(`${base}${link}`)).arrayBuffer())).toEqual(body);
  });

  it('answer 404 for a document the seed does not hold', async () => {
    const response = await fetch(`${base}${DOCUMENTS_PATH}/tariffs/1999/cards.pdf`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
