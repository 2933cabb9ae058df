import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import { contentCredentials } from '@bank/tooling/content-credentials.mjs';
import { requireBasicAuth } from './basic-auth.mjs';
import { createDiskStore } from './store/disk-store.mjs';
import { moduleFiles } from './module-files.mjs';
import { HUMAN_CHECK_PREFIX } from './routes/human-check.mjs';
import { FILES_PREFIX } from './routes/files.mjs';
import { IMAGES_DIR, writeSeededImages } from './images/seeded-images.mjs';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The stand-in for the bank's content system: every call of section 7 of both specs over HTTP,
 * under the same basic authentication. Each file in routes/ registers one area of the contract.
 */
export async function startBackendStub({
  port = Number(process.env.PORT ?? 4000),
  dataDir = path.resolve(process.env.STUB_DATA_DIR ?? path.join(srcDir, '..', 'data')),
  imagesDir = IMAGES_DIR,
} = {}) {
  const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
  const store = createDiskStore(dataDir);
  requireBasicAuth(app, contentCredentials(), { publicPrefixes: [HUMAN_CHECK_PREFIX, FILES_PREFIX] });
  await app.register(fastifyFormbody);
  const routeFiles = await moduleFiles(path.join(srcDir, 'routes'));
  for (const name of routeFiles) {
    const { default: register } = await import(`./routes/${name}`);
    await app.register(register, { store, imagesDir });
  }
  // Made by `npm run build`; a start without it makes them here, before the first visitor asks.
  const written = await writeSeededImages(imagesDir);
  if (written > 0) console.log(`backend-stub: ${written} image variants written to ${imagesDir}`);
  await app.listen({ port, host: '0.0.0.0' });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startBackendStub();
  console.log(`backend-stub on :${process.env.PORT ?? 4000}`);
}
