import { statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyCompress from '@fastify/compress';
import { setStaticCacheHeaders } from './static-cache-headers.mjs';

/**
 * Serves one remote's dist/ with every version folder in it. Files are looked up per request,
 * so a version published after start is served at once (federation recipe, pitfall 10).
 */
export async function serveRemote({ distDir, port, host = '0.0.0.0' }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCors, { origin: '*' });
  // A remote's files are scripts and styles: never read by a browser as anything else.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  // For what the build did not compress (a file under a kilobyte is sent as it is); its compressed copies go out as written.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    setHeaders: setStaticCacheHeaders,
    preCompressed: true,
    // A compressed copy goes out only while its file is there (as nginx's try_files has it): a file removed is gone,
    // whatever copies of it were left beside it.
    allowedPath: (pathname, root) => statSync(path.join(root, pathname), { throwIfNoEntry: false })?.isFile() ?? false,
  });
  await app.listen({ port, host });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(process.cwd(), 'dist'));
  const port = Number(process.env.PORT ?? 3001);
  await serveRemote({ distDir, port });
  console.log(`remote ${path.basename(path.dirname(distDir))} serving ${distDir} on :${port}`);
}
