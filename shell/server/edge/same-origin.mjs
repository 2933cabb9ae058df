/**
 * The defence of every POST the site's own pages make (form sends, SMS codes, the newsletter, the notice's
 * close): another site's page may post a form here (a simple request needs no preflight), so a request whose
 * Origin is not the site's, or that the browser marks cross-site, is refused before anything is done.
 */
export function refuseCrossSite(settings) {
  return async (request, reply) => {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin && origin !== settings.siteOrigin) || site === 'cross-site') {
      return reply.code(403).header('Cache-Control', 'no-store').send({ message: 'Forms are sent from the bank site only', reason: 'cross-site' });
    }
  };
}
