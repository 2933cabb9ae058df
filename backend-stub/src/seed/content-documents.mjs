/** Where the content system serves uploaded documents, on the site's own origin (as the seed's pictures). */
export const DOCUMENTS_PATH = '/files/documents';

// Every document the seed links to, for the stand-in to serve (routes/files.mjs): a link it gives leads somewhere.
const seeded = new Map();

/** A document as the content system links an uploaded file: its name to show and its address. */
export function documentFile(name, path) {
  seeded.set(path, name);
  return { filename: name, url: `${DOCUMENTS_PATH}/${path}` };
}

/** The name a seeded document is shown under ({ uk, ru } or one string), or undefined when the seed has none there. */
export function seededDocument(path) {
  return seeded.get(path);
}
