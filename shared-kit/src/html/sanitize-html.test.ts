import { cmsMarkup, loadSanitizer, sanitizeHtml } from './sanitize-html';

describe('sanitising on the server', () => {
  it('sanitises a fragment once and serves what it kept to the next visitor, still without the script', async () => {
    const kept = new Map<string, string>();
    const sanitised: string[] = [];
    await loadSanitizer(window, (fragment, sanitise) => {
      if (!kept.has(fragment)) {
        sanitised.push(fragment);
        kept.set(fragment, sanitise());
      }
      return kept.get(fragment) as string;
    });
    const fragment = '<p>Rates<img src=x onerror="alert(1)"><script>alert(2)</script></p>';
    expect(sanitizeHtml(fragment)).toBe('<p>Rates<img src="x"></p>');
    expect(sanitizeHtml(fragment)).toBe('<p>Rates<img src="x"></p>');
    expect(cmsMarkup(fragment)).toBe('<p>Rates<img src="x"></p>');
    expect(sanitised).toEqual([fragment]);
  });
});
