/**
 * The origin the server wrote the page's full addresses with: that of its canonical link (SITE_ORIGIN), so that
 * hydration renders the addresses the server did. A page the browser renders alone (the server's 503 shell) has no
 * canonical link, and its own origin.
 */
export function renderedOrigin(document: Document): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return new URL(canonical?.href ?? document.location.href).origin;
}
