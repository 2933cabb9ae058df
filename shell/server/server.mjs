import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import { setStaticCacheHeaders } from '@bank/tooling/static-cache-headers.mjs';
import { basicAuthHeader, contentCredentials } from '@bank/tooling/content-credentials.mjs';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { runtimeFiles } from './runtime-files.mjs';

const shellDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export async function startShellServer({
  port = Number(process.env.PORT ?? 3000),
  contentHost = process.env.CONTENT_HOST ?? 'http://localhost:4000',
  deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(shellDir, '..', 'deploy')),
  distDir = path.join(shellDir, 'dist'),
} = {}) {
  const app = Fastify({ logger: false });
  const files = runtimeFiles(deployDir);
  const authorization = basicAuthHeader(contentCredentials());

  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(await files.remoteOrigins()));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  // The browser never holds the content host's credentials: this proxy adds them.
  await app.register(fastifyHttpProxy, {
    upstream: contentHost,
    prefix: '/api',
    rewritePrefix: '',
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => ({ ...headers, authorization }),
    },
  });

  for (const name of ['remotes.json', 'config.json']) {
    app.get(`/${name}`, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json');
      return files.read(name);
    });
  }

  await app.register(fastifyStatic, { root: distDir, index: false, wildcard: false, setHeaders: setStaticCacheHeaders });

  // Every page route is the single-page app; its router decides what to show.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0])) {
      reply.code(404).send({ message: 'Not found' });
      return;
    }
    reply.header('Cache-Control', 'no-cache');
    reply.sendFile('index.html');
  });

  await app.listen({ port, host: '0.0.0.0' });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startShellServer();
  console.log(`shell on :${process.env.PORT ?? 3000}`);
}
