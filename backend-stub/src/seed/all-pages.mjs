import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles } from '../module-files.mjs';

// Every file in seed/pages/ exports a list of pages; each area of the site seeds its own file.
const pagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');
const files = await moduleFiles(pagesDir);

// One file after another: jest's module linker loses modules that two files import at once.
const pages = [];
for (const name of files) pages.push(...(await import(`./pages/${name}`)).default);
export const PAGES = pages;
