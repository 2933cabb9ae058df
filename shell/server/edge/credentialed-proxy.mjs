/**
 * The content host's answer headers a browser is given: what it needs to read the body and cache it, nothing
 * that names the content host's software or hosts, opens it to other origins (Access-Control-*), sets its
 * cookies or asks the visitor for the content host's password (WWW-Authenticate).
 */
const ANSWER_HEADERS_PASSED = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  // A document's download name, and the parts of a file asked by range (content-files.mjs).
  'content-disposition',
  'content-range',
  'accept-ranges',
]);

/**
 * How a proxy to the content host treats what passes: of the browser's request only the `passed` headers
 * go on, with the content host's credentials added; of the answer only ANSWER_HEADERS_PASSED come back.
 * @param {{ authorization: string }} settings
 * @param {string[]} passed lower-case names of the request headers the content host may see
 */
export function credentialedReplyOptions(settings, passed) {
  return {
    rewriteRequestHeaders: (_request, headers) => ({
      ...Object.fromEntries(passed.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]])),
      authorization: settings.authorization,
    }),
    rewriteHeaders: (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => ANSWER_HEADERS_PASSED.has(name.toLowerCase()))),
  };
}
