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

/**
 * From the shell's build's mf-manifest.json: the singletons it provides, and the federation plugin
 * version it was built with (its runtime is the one every browser remote entry runs on).
 */
export function shellFederationFrom(shellDir) {
  const file = path.join(shellDir, 'mf-manifest.json');
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    return { shared: manifest.shared, federationVersion: manifest.metaData?.pluginVersion };
  } catch (error) {
    throw new Error(`the shell's build is needed to check shared and federation versions: ${file}: ${error.message}`);
  }
}
