import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { ensureVariants, illustrationName, variantFile } from './image-variants.mjs';
import { illustration, seededIllustrations } from '../seed/content-images.mjs';
import files from '../routes/files.mjs';

const scene = { motif: 'card', palette: 'green', width: 960, height: 600 };
// Rasterising and encoding twelve files shares two cores with the other suites: seconds, more under load.
const ENCODING_MS = 60_000;

describe('the seed image pipeline', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'image-variants-'));

  it(
    'writes AVIF, WebP and JPEG at each width up to the picture’s own, keeping its proportions',
    async () => {
      expect(await ensureVariants([scene], dir)).toBe(12);
      const name = illustrationName(scene);
      for (const width of [320, 480, 640, 960]) {
        for (const [format, decoded] of [
          ['avif', 'heif'],
          ['webp', 'webp'],
          ['jpeg', 'jpeg'],
        ]) {
          const meta = await sharp(variantFile(dir, name, width, format)).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual([decoded, width, Math.round((width * 600) / 960)]);
        }
      }
      expect(readdirSync(dir).some((file) => file.includes('-1280.'))).toBe(false);
    },
    ENCODING_MS,
  );

  it('keeps what it wrote before: a second run writes nothing', async () => {
    expect(await ensureVariants([scene], dir)).toBe(0);
  });

  it('names a changed scene anew, so a year-long cache never shows an old picture', () => {
    expect(illustrationName({ ...scene, palette: 'blue' })).not.toBe(illustrationName(scene));
  });

  it(
    'serves the narrowest variant at least as wide as asked, in the format asked, cached for a year',
    async () => {
      const { url } = illustration(scene.motif, scene.palette, scene.width, scene.height);
      expect(seededIllustrations().map((seeded) => seeded.name)).toContain(illustrationName(scene));
      const app = Fastify();
      await app.register(files, { imagesDir: dir });
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const widthOf = async (answer) => (await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width;
      try {
        const answer = await fetch(`${origin}${url}?q=75&w=400&format=avif`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/avif');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await widthOf(answer)).toBe(480);
        const fallback = await fetch(`${origin}${url}?q=75&w=2000`);
        expect([fallback.headers.get('content-type'), await widthOf(fallback)]).toEqual(['image/jpeg', 960]);
        expect((await fetch(`${origin}${url}?format=gif`)).status).toBe(404);
        expect((await fetch(`${origin}/files/illustrations/unknown.jpg`)).status).toBe(404);
      } finally {
        await app.close();
      }
    },
    ENCODING_MS,
  );
});
