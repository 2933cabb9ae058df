import { pathWithoutLanguage, QUICK_PAY_MIN_WIDTH, QUICK_PAY_SCROLL_PX, STICKY_STRIP_SCROLL_PX, TABLET_MIN_WIDTH } from '@bank/shared-kit';

/** The two home pages: /{lang} for individuals and /{lang}/business. */
export function isHomePath(path: string): boolean {
  const rest = pathWithoutLanguage(path).replace(/\/$/, '') || '/';
  return rest === '/' || rest === '/business';
}

export function isProductPath(path: string): boolean {
  return pathWithoutLanguage(path).startsWith('/product/');
}

/** Spec: breadcrumbs are hidden on the home pages and on product pages. */
export function showsBreadcrumbs(path: string): boolean {
  return !isHomePath(path) && !isProductPath(path);
}

export interface Viewport {
  width: number;
  scrollY: number;
}

/** Spec: the sticky strip shows on product pages at 768 px or wider, after more than 700 px of scroll. */
export function showsProductStrip(path: string, { width, scrollY }: Viewport): boolean {
  return isProductPath(path) && width >= TABLET_MIN_WIDTH && scrollY > STICKY_STRIP_SCROLL_PX;
}

/** Spec: the quick-pay panel floats above 500 px width, after 700 px of scroll. */
export function showsQuickPay({ width, scrollY }: Viewport): boolean {
  return width > QUICK_PAY_MIN_WIDTH && scrollY > QUICK_PAY_SCROLL_PX;
}
