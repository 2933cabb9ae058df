import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { illustrationSvg } from './illustrations.mjs';

/** The widths the optimiser keeps of every picture (never wider than the picture itself). */
const VARIANT_WIDTHS = [320, 480, 640, 960, 1280];

/** Spec (shell 161): image quality 75. AVIF reaches the same look at a lower number. */
export const VARIANT_FORMATS = {
  avif: { extension: 'avif', type: 'image/avif', encode: (image) => image.avif({ quality: 50, effort: 3 }) },
  webp: { extension: 'webp', type: 'image/webp', encode: (image) => image.webp({ quality: 75 }) },
  jpeg: { extension: 'jpg', type: 'image/jpeg', encode: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }) },
};

/**
 * The file name of a scene: what it shows, its size and a hash of its SVG, so a changed scene is a new
 * address and every address can be cached for a year.
 */
export function illustrationName(scene) {
  const hash = createHash('sha256').update(illustrationSvg(scene)).digest('hex').slice(0, 10);
  return `${scene.motif}-${scene.palette}-${scene.width}x${scene.height}-${hash}`;
}

export function variantWidths(sourceWidth) {
  return [...VARIANT_WIDTHS.filter((width) => width < sourceWidth), sourceWidth];
}

export function variantFile(dir, name, width, format) {
  return path.join(dir, `${name}-${width}.${VARIANT_FORMATS[format].extension}`);
}

async function exists(file) {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/**
 * Every width and format of each scene, written to `dir` once: files already there are kept, so only a
 * fresh clone or a changed scene costs the rasterising. Returns how many files were written.
 */
export async function ensureVariants(scenes, dir) {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const scene of scenes) {
    const name = illustrationName(scene);
    const missing = variantWidths(scene.width).flatMap((width) =>
      Object.keys(VARIANT_FORMATS).map((format) => ({ width, format, file: variantFile(dir, name, width, format) })),
    );
    const todo = (await Promise.all(missing.map(async (variant) => ((await exists(variant.file)) ? null : variant)))).filter(Boolean);
    if (todo.length === 0) continue;
    const source = await sharp(Buffer.from(illustrationSvg(scene)))
      .png()
      .toBuffer();
    await Promise.all(
      todo.map(async ({ width, format, file }) => {
        const image = sharp(source).resize({ width });
        await writeFile(file, await VARIANT_FORMATS[format].encode(image).toBuffer());
        written += 1;
      }),
    );
  }
  return written;
}
