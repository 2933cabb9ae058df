import { readdir } from 'node:fs/promises';

/** The modules of a folder that the stand-in loads: .mjs files, not their tests, in a stable order. */
export async function moduleFiles(folder) {
  return (await readdir(folder)).filter((name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs')).sort();
}
