import Fastify from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';

/**
 * The content host as the page servers see it, with every call that reaches it counted: a proxy in front of it
 * (calls per page, warm and cold).
 */
export async function startCountingProxy({ upstream, port }) {
  const app = Fastify({ logger: false });
  let paths = [];
  app.addHook('onRequest', async (request) => {
    paths.push(request.url);
  });
  await app.register(fastifyHttpProxy, { upstream });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    calls: () => paths.length,
    /** The calls since the last `take()`: how many, and how many different reads. */
    take() {
      const taken = paths;
      paths = [];
      return { calls: taken.length, distinct: new Set(taken).size };
    },
    stop: () => app.close(),
  };
}
