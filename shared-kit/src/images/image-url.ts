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

/** Spec: gif (animation would be lost) and Cyrillic file names (the optimiser rejects them) are served as they are. */
export function isOptimisableImage(url: string): boolean {
  const name = fileName(url);
  if (/\.gif$/i.test(name)) return false;
  return !/[\u0400-\u04FF]/.test(name);
}

/**
 * The address to load a CMS image from: always https; resized to `width` at quality 75 where the
 * image may be optimised, otherwise the original file.
 */
export function imageUrl(url: string, width?: number): string {
  const secure = secureFileUrl(url);
  if (!isOptimisableImage(secure)) return secure;
  const [base = '', hash = ''] = secure.split('#');
  const separator = base.includes('?') ? '&' : '?';
  const size = width ? `&w=${Math.round(width)}` : '';
  return `${base}${separator}q=${IMAGE_QUALITY}${size}${hash ? `#${hash}` : ''}`;
}
