import fastifyHttpProxy from '@fastify/http-proxy';
import { credentialedReplyOptions } from './credentialed-proxy.mjs';

const REQUEST_HEADERS_PASSED = ['accept', 'if-none-match', 'if-modified-since', 'range'];

/**
 * `/files/…`: the content system's files (pictures through its optimiser, documents), on the site's
 * own origin as the content links them, so the CSP's img-src 'self' covers them. Reads only; the
 * visitor's cookies stay here and the content host's answer passes with the headers a browser needs (its cache headers among them).
 */
export async function registerContentFiles(app, settings) {
  await app.register(fastifyHttpProxy, {
    upstream: settings.contentHost,
    prefix: '/files',
    rewritePrefix: '/files',
    httpMethods: ['GET', 'HEAD'],
    replyOptions: credentialedReplyOptions(settings, REQUEST_HEADERS_PASSED),
  });
}
