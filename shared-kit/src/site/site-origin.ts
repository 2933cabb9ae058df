// The site's public origin (SITE_ORIGIN) for the full addresses a page gives away, such as share links. The shell
// registers it on the server from its configuration and in the browser from the page the server sent, so the
// server's HTML already holds the full address and hydration renders the same one.
let registered: string | null = null;

export function registerSiteOrigin(origin: string): void {
  registered = origin;
}

/** The full address of a page of this site: what a visitor shares. */
export function siteAddress(path: string): string {
  if (registered === null) throw new Error('site origin read before the shell registered it');
  return registered + path;
}
