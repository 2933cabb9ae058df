import { isHomePath, isProductPath, showsBreadcrumbs, showsProductStrip, showsQuickPay } from './page-kind';

describe('page kinds', () => {
  it('knows both home pages in both languages', () => {
    for (const path of ['/uk', '/ru/', '/uk/business', '/ru/business']) expect(isHomePath(path)).toBe(true);
    expect(isHomePath('/uk/business/credits')).toBe(false);
  });

  it('hides breadcrumbs on home and product pages only', () => {
    expect(showsBreadcrumbs('/uk')).toBe(false);
    expect(showsBreadcrumbs('/ru/business')).toBe(false);
    expect(showsBreadcrumbs('/uk/product/kredyt-gotivkoiu')).toBe(false);
    expect(showsBreadcrumbs('/uk/credits')).toBe(true);
    expect(isProductPath('/ru/product/kredit-nalichnymi')).toBe(true);
  });
});

describe('scroll thresholds', () => {
  const product = '/uk/product/kredyt-gotivkoiu';

  it('shows the product strip from 768 px wide after more than 700 px of scroll', () => {
    expect(showsProductStrip(product, { width: 768, scrollY: 701 })).toBe(true);
    expect(showsProductStrip(product, { width: 768, scrollY: 700 })).toBe(false);
    expect(showsProductStrip(product, { width: 767, scrollY: 2000 })).toBe(false);
    expect(showsProductStrip('/uk/credits', { width: 1440, scrollY: 2000 })).toBe(false);
  });

  it('shows quick pay above 500 px wide after more than 700 px of scroll', () => {
    expect(showsQuickPay({ width: 501, scrollY: 701 })).toBe(true);
    expect(showsQuickPay({ width: 500, scrollY: 2000 })).toBe(false);
    expect(showsQuickPay({ width: 1440, scrollY: 700 })).toBe(false);
  });
});
