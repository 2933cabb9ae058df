/**
 * The defence of every call that changes something (form sends, SMS codes, the newsletter, the broker, the
 * affiliate postback, the email confirmations, reports, the notice's close): another site's page may post a
 * form or load an image here (a simple request needs no preflight), so a request whose Origin is not the
 * site's, or that the browser does not mark as made by the site's own pages (Fetch Metadata), is refused
 * before anything is done. A client that sends neither header is no browser another site can drive.
 */
export function refuseCrossSite(settings) {
  return async (request, reply) => {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin !== undefined && origin !== settings.siteOrigin) || (site !== undefined && site !== 'same-origin')) {
      return reply.code(403).header('Cache-Control', 'no-store').send({ message: 'Forms are sent from the bank site only', reason: 'cross-site' });
    }
  };
}
