import { illustrationName } from '../images/image-variants.mjs';

/** Where the content system serves its files, on the site's own origin (as the seed's documents). */
export const ILLUSTRATIONS_PATH = '/files/illustrations';

// Every scene the seed names, for the pipeline to rasterise at start (server.mjs).
const seeded = new Map();

/**
 * A picture of the seed content: a generated illustration (images/illustrations.mjs), linked as the
 * content system links an uploaded JPEG; the optimiser behind `?w=&format=` serves its variants.
 */
export function illustration(motif, palette, width, height) {
  const scene = { motif, palette, width, height };
  const name = illustrationName(scene);
  seeded.set(name, scene);
  return { url: `${ILLUSTRATIONS_PATH}/${name}.jpg`, width, height };
}

export function seededIllustrations() {
  return [...seeded.entries()].map(([name, scene]) => ({ name, ...scene }));
}

// The seed's brand colours, by the palette of the same hue.
const PALETTE_OF_COLOUR = { '#0a6b3d': 'green', '#1f6f3f': 'green', '#0b5a8f': 'blue', '#6b3d0a': 'amber', '#c8102e': 'amber', '#13251b': 'night' };

export function paletteOf(colour) {
  return PALETTE_OF_COLOUR[colour] ?? 'blue';
}
