import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles } from '../module-files.mjs';

// The bank's named backend operations all arrive at one path; each area of the site contributes
// its methods in a file of proxy-methods/, exporting { MethodName: async ({ body, language, query, store }) => answer }.
/**
 * What a proxy method is called with.
 * @typedef {object} ProxyCall
 * @property {Record<string, unknown>} body the client's JSON or form body, unchecked
 * @property {string} language
 * @property {Record<string, string>} [query]
 * @property {ReturnType<typeof import('../store/disk-store.mjs').createDiskStore>} [store]
 */
const methodsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'proxy-methods');

async function loadMethods() {
  const files = await moduleFiles(methodsDir);
  const methods = {};
  for (const name of files) Object.assign(methods, (await import(`../proxy-methods/${name}`)).default);
  return methods;
}

/** POST /{lang}/jsonapi/wise/proxyrequest?method=Name[&form=true] */
export default async function proxyRequest(app, { store }) {
  const methods = await loadMethods();
  app.post('/:lang/jsonapi/wise/proxyrequest', async (request, reply) => {
    const method = methods[request.query.method];
    if (!method) return reply.code(400).send({ message: `Unknown method ${request.query.method}` });
    return method({ body: request.body ?? {}, language: request.params.lang, query: request.query, store });
  });
}
