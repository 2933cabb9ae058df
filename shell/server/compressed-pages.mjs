import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli first, as fastify-compress is set up for every other answer (server.mjs); its quality 4 as well. */
const ENCODINGS = ['br', 'gzip'];
const COMPRESS = {
  br: (body) => brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body),
};
// As fastify-compress reads the header: "*" and "x-gzip" stand for gzip (RFC 7230, 4.2.3).
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * A warm page is one Buffer for every visitor (render-page.tsx keeps its last whole page). Compressed per answer it
 * cost some 3 ms of CPU (Brotli quality 4, /uk's 131 KB), more than twice its render, on the event loop, where every
 * request in flight waited for it. Here each body is compressed once per encoding, on zlib's thread pool, and the
 * same bytes go to every visitor who asks for that encoding; they live as long as the body does.
 * `compressed(body, acceptEncoding)` is null when the visitor takes none of them.
 */
export function compressedPages() {
  const negotiator = new Negotiator({ supportedValues: ENCODINGS });
  /** @type {WeakMap<Buffer, Map<string, Promise<Buffer>>>} */
  const made = new WeakMap();
  return async function compressed(body, acceptEncoding) {
    const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip')) : null;
    if (!encoding || !(encoding in COMPRESS)) return null;
    let encodings = made.get(body);
    if (!encodings) {
      encodings = new Map();
      made.set(body, encodings);
    }
    let bytes = encodings.get(encoding);
    if (!bytes) {
      bytes = COMPRESS[encoding](body);
      encodings.set(encoding, bytes);
      // A failed compression is not kept: the next visitor's answer tries again.
      bytes.catch(() => encodings.delete(encoding));
    }
    return { encoding, bytes: await bytes };
  };
}
