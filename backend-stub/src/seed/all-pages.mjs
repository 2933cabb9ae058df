import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles } from '../module-files.mjs';

// Every file in seed/pages/ exports a list of pages; each area of the site seeds its own file.
const pagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');
const files = await moduleFiles(pagesDir);

export const PAGES = (await Promise.all(files.map(async (name) => (await import(`./pages/${name}`)).default))).flat();
