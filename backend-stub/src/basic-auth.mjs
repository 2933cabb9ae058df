import { timingSafeEqual } from 'node:crypto';

/** The content system answers only requests that carry the site's basic-auth header. */
export function requireBasicAuth(app, { user, password }, { publicPrefixes = [] } = {}) {
  const expected = Buffer.from(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  app.addHook('onRequest', async (request, reply) => {
    // The services the stand-in plays for the public (the human check) answer browsers, as the real ones do.
    if (publicPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.code(401).header('WWW-Authenticate', 'Basic realm="content"').send({ message: 'Unauthorized' });
    }
  });
}
