import { readFile } from 'node:fs/promises';
import { documentPdf } from '../documents/document-pdf.mjs';
import { DOCUMENTS_PATH, seededDocument } from '../seed/content-documents.mjs';
import { ILLUSTRATIONS_PATH, seededIllustrations } from '../seed/content-images.mjs';
import { VARIANT_FORMATS, variantFile, variantWidths } from '../images/image-variants.mjs';

/** Public, as the content system's files are: browsers load them without the site's credentials. */
export const FILES_PREFIX = '/files/';

// A file's address changes with its picture (illustrationName), so a browser may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// An editor may upload a new version of a document under the same address.
const DOCUMENT_CACHE = 'public, max-age=3600';

/**
 * The content system's image optimiser as the site calls it (shared-kit image-url.ts):
 * `/files/…/name.jpg?q=75&w=640&format=avif` answers the narrowest variant at least `w` wide (the widest
 * there is otherwise) in the format asked, JPEG when none is.
 */
export default async function files(app, { imagesDir }) {
  // Read at the first request: the seed modules that name pictures are loaded by routes registered after this one.
  let known = null;

  app.get(`${ILLUSTRATIONS_PATH}/:file`, async (request, reply) => {
    known ??= new Map(seededIllustrations().map((scene) => [`${scene.name}.jpg`, scene]));
    const scene = known.get(request.params.file);
    const format = request.query.format ?? 'jpeg';
    if (!scene || !VARIANT_FORMATS[format]) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
    const asked = Number(request.query.w) || scene.width;
    const widths = variantWidths(scene.width);
    const width = widths.find((candidate) => candidate >= asked) ?? scene.width;
    const body = await readFile(variantFile(imagesDir, scene.name, width, format));
    return reply.header('Cache-Control', IMMUTABLE).type(VARIANT_FORMATS[format].type).send(body);
  });

  // Made at its first request and kept: the seed's documents are a fixed set.
  const documents = new Map();

  app.get(`${DOCUMENTS_PATH}/*`, async (request, reply) => {
    const path = request.params['*'];
    const name = seededDocument(path);
    if (!name) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
    if (!documents.has(path)) documents.set(path, documentPdf(name));
    return reply
      .header('Cache-Control', DOCUMENT_CACHE)
      .type('application/pdf')
      .send(await documents.get(path));
  });
}
