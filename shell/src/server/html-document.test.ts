import { createHash } from 'node:crypto';
import { inlinedStyleHashes, renderDocument, type DocumentParts } from './html-document';
import { readPageScripts } from '../page/page-scripts';

const template = `<!doctype html><html lang="uk"><head><title>Банк</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

const parts = (overrides: Partial<DocumentParts>): DocumentParts => ({
  language: 'uk',
  title: 'Головна',
  description: '',
  canonicalUrl: 'http://localhost/uk',
  alternates: [],
  stylesheets: [],
  scripts: { shell: [], blocks: {}, integrity: {} },
  lcpImagePreload: null,
  appHtml: '<main>page</main>',
  inlinedJson: '{}',
  ...overrides,
});

describe('server-rendered document', () => {
  it('inlines each stylesheet and keeps a disabled link of the same file for the CSS loader; an unread one is linked', () => {
    const html = renderDocument(
      template,
      parts({
        stylesheets: [
          { href: 'http://localhost:3005/1.0.0/basic.css', css: '.a{color:red}' },
          { href: 'http://localhost:3003/1.0.0/rates.css', css: null },
        ],
      }),
    );
    expect(html).toContain('<style>.a{color:red}</style><link rel="stylesheet" href="http://localhost:3005/1.0.0/basic.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="http://localhost:3003/1.0.0/rates.css">');
    expect(html).not.toMatch(/<link rel="stylesheet" href="http:\/\/localhost:3003\/1.0.0\/rates.css" disabled>/);
  });

  it("keeps a title's and a page's dollar signs as they are (never read as replacement patterns)", () => {
    const html = renderDocument(template, parts({ title: "Курс $' і $&", appHtml: '<main>Ціна: 40 $` або $$</main>' }));
    expect(html).toContain("<title>Курс $' і $&amp;</title>");
    expect(html).toContain('<div id="root"><main>Ціна: 40 $` або $$</main></div>');
  });

  it('cannot be broken out of by a stylesheet that contains a closing style tag', () => {
    const html = renderDocument(template, parts({ stylesheets: [{ href: '/x.css', css: 'a{content:"</style><script>alert(1)</script>"}' }] }));
    expect(html).not.toContain('</style><script>');
  });

  it('names the CSP hash of each style element exactly as the page holds it, escaped text and all, once per text', () => {
    const stylesheets = [
      { href: '/a.css', css: 'a{content:"</style>"}' },
      { href: '/b.css', css: '.b{}' },
      { href: '/c.css', css: '.b{}' },
      { href: '/d.css', css: null },
    ];
    const html = renderDocument(template, parts({ stylesheets }));
    const inPage = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      ([, text]) =>
        `sha256-${createHash('sha256')
          .update(text ?? '', 'utf8')
          .digest('base64')}`,
    );
    expect(inlinedStyleHashes(stylesheets)).toEqual([...new Set(inPage)]);
    expect(inPage).toHaveLength(3);
  });

  it('lists the page scripts as data, never preloading them in the head, and the browser reads them back', () => {
    const scripts = {
      shell: ['/bootstrap.1.js'],
      blocks: { 'block-1': ['http://localhost:3005/1.0.0/remoteEntry.js', '/</script>.js'] },
      integrity: { 'http://localhost:3005/1.0.0/remoteEntry.js': 'sha384-x' },
    };
    const html = renderDocument(template, parts({ scripts }));
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('</script>.js');
    document.documentElement.innerHTML = html.replace(/^<!doctype html><html[^>]*>|<\/html>$/g, '');
    expect(readPageScripts(document)).toEqual(scripts);
  });

  it('puts the preload of the largest paint in the head, before the styles and scripts', () => {
    const preload = '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/files/a.jpg?w=320 320w" imageSizes="100vw"/>';
    const html = renderDocument(template, parts({ lcpImagePreload: preload, stylesheets: [{ href: '/x.css', css: 'a{}' }] }));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style>'));
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
  });
});
