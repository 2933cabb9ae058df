import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { createRequire } from 'node:module';
import { setStaticCacheHeaders } from '@bank/tooling/static-cache-headers.mjs';
import { MissingSetting } from '@bank/tooling/content-credentials.mjs';
import { edgeSettings } from './edge/edge-settings.mjs';
import { registerApiEdge } from './edge/api-edge.mjs';
import { registerSecurityHeaders } from './edge/security-headers-hook.mjs';
import { registerContentFiles } from './edge/content-files.mjs';
import { registerNoticeRoute } from './edge/notice-route.mjs';
import { siteFrameworkErrors } from './edge/framework-errors.mjs';
import { runtimeFiles } from './runtime-files.mjs';
import { createShellPageRenderer } from './page-renderer.mjs';
import { shellBuildFolders } from './build-folders.mjs';
import { compressedPages } from './compressed-pages.mjs';

// React reads NODE_ENV when the render is first required (createShellPageRenderer): unset, it ran its
// development build, several times slower per render. This server serves built files only.
process.env.NODE_ENV ??= 'production';

const shellDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Every version a process has loaded stays in its memory (ssr recipe, pitfall 7): after this many
// switches a worker finishes its requests and is replaced by a fresh one.
const MAX_VERSION_SWITCHES = Number(process.env.SSR_MAX_VERSION_SWITCHES ?? 20);
// How long a starting shell waits for the remotes' server code before it takes visitors anyway.
const WARM_UP_MS = Number(process.env.SSR_WARM_UP_MS ?? 20_000);
// How late an edit of remotes.json or config.json may be seen where the file system does not report it (shared-look.mjs).
const RUNTIME_FILES_RECHECK_MS = Number(process.env.SHELL_RUNTIME_RECHECK_MS ?? 1000);
// When a visitor (or nginx) may ask again after a failed render.
const RETRY_AFTER_S = Number(process.env.SSR_RETRY_AFTER_S ?? 10);

export async function startShellServer({
  port = Number(process.env.PORT ?? 3000),
  contentHost = process.env.CONTENT_HOST ?? 'http://localhost:4000',
  deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(shellDir, '..', 'deploy')),
  folders = shellBuildFolders(shellDir),
  env = process.env,
} = {}) {
  const settings = edgeSettings({ env, contentHost, port });
  const badRequests = siteFrameworkErrors();
  const app = Fastify({ logger: false, trustProxy: settings.trustProxy, frameworkErrors: badRequests.frameworkErrors });
  const files = runtimeFiles(deployDir, { recheckMs: RUNTIME_FILES_RECHECK_MS });
  const authorization = settings.authorization;
  const { render, warmUp, template } = await createShellPageRenderer({
    folders,
    files,
    contentHost,
    authorization,
    onVersionSwitch: (switches) => {
      if (switches < MAX_VERSION_SWITCHES || !cluster.isWorker) return;
      console.log(`shell worker ${process.pid}: ${switches} version switches, recycling`);
      app.close().then(() => process.exit(0));
    },
  });

  // SHELL_COMPRESS=off leaves compression to a proxy in front. The shell's nginx keeps it on: it stores each page
  // in the encoding made here, once per cache fill, instead of compressing its copy for every visitor.
  // Each write is flushed: a streamed page's pieces reach the browser as they are rendered, not when the compressor's buffer fills.
  const compressed = env.SHELL_COMPRESS === 'off' ? null : compressedPages();
  if (compressed) {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
      zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    });
  }

  badRequests.useSecurityHeaders(await registerSecurityHeaders(app, files, settings));
  const formRules = createRequire(import.meta.url)(path.join(folders.server, 'edge-form-rules.cjs'));
  await registerApiEdge(app, settings, { formRules });
  await registerContentFiles(app, settings);
  await registerNoticeRoute(app, settings, formRules);

  const runtimeFile = { 'remotes.json': async () => (await files.manifest()).text, 'config.json': () => files.read('config.json') };
  for (const [name, read] of Object.entries(runtimeFile)) {
    app.get(`/${name}`, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json');
      return read();
    });
  }

  // One route per built file, listed at start (a shell release restarts the server anyway: the page
  // template is read at start too). Every other path is a page, whatever it contains ("a\\b", "v2.0").
  // A file the build compressed goes out as those bytes (precompressed-assets-plugin.mjs), not compressed again.
  await app.register(fastifyStatic, { root: folders.web, index: false, wildcard: false, preCompressed: true, setHeaders: setStaticCacheHeaders });

  // Every page is rendered on the server. A page is whole or says it is not: one short of a block (the
  // browser fills it) is never kept by a cache, and a failure is a 503 the shell's nginx answers with
  // its last good copy.
  async function renderRoute(request, reply) {
    const wantsPage = (request.headers.accept ?? '').includes('text/html') || !path.extname(request.url.split('?')[0]);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsPage) {
      return reply.code(404).send({ message: 'Not found' });
    }
    reply.type('text/html; charset=utf-8');
    const unavailable = () => reply.header('Cache-Control', 'no-store').header('Retry-After', String(RETRY_AFTER_S)).header('X-Page-Complete', 'no');
    try {
      // The site's public origin is configuration: a Host header a visitor sends never reaches a link.
      const page = await render(request.url, settings.siteOrigin, request.headers.cookie ?? '');
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      if (page.status >= 500) unavailable();
      else if (page.complete) reply.header('Cache-Control', 'no-cache').header('X-Page-Complete', 'yes');
      else reply.header('Cache-Control', 'no-store').header('X-Page-Complete', 'no');
      reply.styleHashes = page.styleHashes ?? null;
      // A streamed page passes nginx as it comes (nginx would otherwise buffer it whole); it ends as a
      // whole document whatever happens to a block after its first bytes (render-page.tsx).
      if (page.stream) return reply.code(page.status).header('X-Accel-Buffering', 'no').send(Readable.from(page.stream));
      // A whole page is compressed once for all its visitors (compressed-pages.mjs); fastify-compress leaves an answer
      // that says its encoding as it is.
      const encoded = compressed && (await compressed(page.body, request.headers['accept-encoding']));
      if (encoded) return reply.code(page.status).header('Content-Encoding', encoded.encoding).header('Vary', 'Accept-Encoding').send(encoded.bytes);
      return reply.code(page.status).send(page.body);
    } catch (error) {
      console.error(`ssr: ${request.url} could not be rendered, answered 503 with the shell for the browser to render`, error);
      unavailable();
      return reply.code(503).send(template);
    }
  }
  // "/" would otherwise be a directory of the static files. Pages are a route of their own, not only
  // the not-found handler: route hooks such as compression never run for the not-found handler.
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: renderRoute, exposeHeadRoute: false });
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderRoute, exposeHeadRoute: false });
  app.setNotFoundHandler(renderRoute);

  // Listening only once the remotes' server code is loaded (or given up on): otherwise the first
  // pages after a start or a restart waited on it, gave up, and came without their blocks.
  const notLoaded = await warmUp(WARM_UP_MS);
  if (notLoaded.length > 0) console.error(`shell: server code of ${notLoaded.join(', ')} not loaded in ${WARM_UP_MS} ms, their blocks are left to the browser`);
  await app.listen({ port, host: '0.0.0.0' });
  return app;
}

async function main() {
  try {
    edgeSettings({ contentHost: process.env.CONTENT_HOST ?? 'http://localhost:4000', port: Number(process.env.PORT ?? 3000) });
  } catch (error) {
    if (!(error instanceof MissingSetting)) throw error;
    console.error(`shell: not started: ${error.message}`);
    process.exit(1);
  }
  // One render process per core: a render is CPU work, and one process uses one core.
  const workers = Number(process.env.SHELL_WORKERS ?? os.availableParallelism());
  if (workers > 1 && cluster.isPrimary) {
    // Stateless render processes behind one port; a worker that exits is replaced.
    for (let index = 0; index < workers; index += 1) cluster.fork();
    cluster.on('exit', (worker, code) => {
      console.log(`shell worker ${worker.process.pid} exited (${code}), starting another`);
      cluster.fork();
    });
    return;
  }
  await startShellServer();
  console.log(`shell on :${process.env.PORT ?? 3000} (pid ${process.pid})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
