/**
 * How a proxy to the content host treats what passes: of the browser's request only the `passed` headers
 * go on, with the content host's credentials added; the content host's cookies never reach the browser.
 * @param {{ authorization: string }} settings
 * @param {string[]} passed lower-case names of the request headers the content host may see
 */
export function credentialedReplyOptions(settings, passed) {
  return {
    rewriteRequestHeaders: (_request, headers) => ({
      ...Object.fromEntries(passed.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]])),
      authorization: settings.authorization,
    }),
    rewriteHeaders: (headers) => {
      const { 'set-cookie': _cookies, ...kept } = headers;
      return kept;
    },
  };
}
