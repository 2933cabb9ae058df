import { IMAGE_QUALITY } from '../site/constants';
import { secureFileUrl } from '../content-client/content-client';

function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The formats the optimiser converts to besides the file's own (for `<picture>` sources). */
export type ImageFormat = 'avif' | 'webp';

/**
 * Spec: gif (animation would be lost) and Cyrillic file names (the optimiser rejects them) are served as they are;
 * so are svg (a vector is sharp at every width, and smaller than its rasters) and anything not a file of the
 * content system (a data: URL).
 */
export function isOptimisableImage(url: string): boolean {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(url)) return false;
  const name = fileName(url);
  if (/\.(gif|svg)$/i.test(name)) return false;
  return !/[\u0400-\u04FF]/.test(name);
}

/**
 * The address to load a CMS image from: always https; resized to `width` at quality 75 (and converted
 * to `format`) where the image may be optimised, otherwise the original file.
 */
export function imageUrl(url: string, width?: number, format?: ImageFormat): string {
  const secure = secureFileUrl(url);
  if (!isOptimisableImage(secure)) return secure;
  const [base = '', hash = ''] = secure.split('#');
  const separator = base.includes('?') ? '&' : '?';
  const size = width ? `&w=${Math.round(width)}` : '';
  return `${base}${separator}q=${IMAGE_QUALITY}${size}${format ? `&format=${format}` : ''}${hash ? `#${hash}` : ''}`;
}

/** `srcset` of a picture at the given widths, each with its descriptor. */
export function imageSrcSet(url: string, widths: readonly number[], format?: ImageFormat): string {
  return widths.map((width) => `${imageUrl(url, width, format)} ${width}w`).join(', ');
}
