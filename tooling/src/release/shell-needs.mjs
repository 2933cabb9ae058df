import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { REPO_DIR } from '../remotes.mjs';

const BLOCK_TABLE_FILE = path.join(REPO_DIR, 'shell', 'src', 'page', 'block-table.ts');

/**
 * The shell's block table itself (shell/src/page/block-table.ts), not a copy of it: the TypeScript is
 * stripped of its types and evaluated, so the release checks read exactly what the page renderer reads.
 */
export async function shellBlockTable(file = BLOCK_TABLE_FILE) {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module.BLOCK_TABLE;
}

/** remote name -> the parcels the block table maps to it, e.g. mf_content -> ['./basic', './accordion', ...]. */
export function parcelsByRemote(table) {
  const byRemote = {};
  const add = ({ remote, parcel }) => (byRemote[remote] ??= new Set()).add(parcel);
  for (const entry of Object.values(table)) {
    if (!entry) continue;
    if ('remote' in entry) add(entry);
    else Object.values(entry.variants).forEach(add);
  }
  return Object.fromEntries(Object.entries(byRemote).map(([remote, parcels]) => [remote, [...parcels].sort()]));
}

/** The singletons the shell provides, from its build's mf-manifest.json. */
export function shellSharedFrom(shellDir) {
  const file = path.join(shellDir, 'mf-manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')).shared;
  } catch (error) {
    throw new Error(`the shell's build is needed to check shared versions: ${file}: ${error.message}`);
  }
}
