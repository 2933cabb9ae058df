import { setTimeout } from 'node:timers/promises';
import Fastify from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';

/**
 * The content host as the page servers see it, with every call that reaches it counted: a proxy in front of it
 * (calls per page, warm and cold). The reads a bench names answer late (a block whose loader is slow).
 */
export async function startCountingProxy({ upstream, port }) {
  const app = Fastify({ logger: false });
  let paths = [];
  /** @type {{ path: RegExp, ms: number } | null} */
  let slow = null;
  app.addHook('onRequest', async (request) => {
    paths.push(request.url);
    if (slow?.path.test(request.url)) await setTimeout(slow.ms);
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
    /** Reads matching `path` answer `ms` late from now on; `null` makes them prompt again. */
    slowDown(path, ms = 0) {
      slow = path ? { path, ms } : null;
    },
    stop: () => app.close(),
  };
}
