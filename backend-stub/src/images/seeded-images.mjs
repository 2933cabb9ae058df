import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles } from '../module-files.mjs';
import { seededIllustrations } from '../seed/content-images.mjs';
import { ensureVariants } from './image-variants.mjs';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** Kept between runs and git-ignored: only a fresh clone or a changed scene costs the rasterising. */
export const IMAGES_DIR = path.resolve(process.env.IMAGE_CACHE_DIR ?? path.join(packageDir, 'image-cache'));

/**
 * The variants of every picture the seed names, written to `imagesDir` where missing. The routes read the
 * seed when they load, which names its pictures. Returns how many files were written.
 */
export async function writeSeededImages(imagesDir = IMAGES_DIR) {
  for (const name of await moduleFiles(path.join(packageDir, 'src', 'routes'))) await import(`../routes/${name}`);
  return ensureVariants(seededIllustrations(), imagesDir);
}

// `npm run build` makes them, so that the stand-in starts serving at once, even on a fresh clone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const written = await writeSeededImages();
  console.log(`stand-in pictures: ${written} variants written to ${IMAGES_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
