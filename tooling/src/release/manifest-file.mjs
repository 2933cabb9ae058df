import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from '../deploy-files.mjs';

export class RefusedChange extends Error {}

export function readManifest(file) {
  if (!existsSync(file)) throw new RefusedChange(`no manifest at ${file}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RefusedChange(`${file} is not readable JSON: ${error.message}`);
  }
}

/** Written to a temporary file and renamed over the manifest: a visitor never reads half of it. */
export function writeManifest(file, manifest) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeJsonAtomically(file, manifest);
}

/**
 * One change at a time: two release managers switching at once must not lose one switch.
 * The lock file is created exclusively; a stale one (a crashed tool) is removed by hand.
 */
export async function withManifestLock(file, change) {
  const lock = `${file}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  let descriptor;
  try {
    descriptor = openSync(lock, 'wx');
  } catch (error) {
    if (error.code === 'EEXIST') throw new RefusedChange(`another change holds ${lock}; retry, or delete it if no tool is running`);
    throw error;
  }
  try {
    writeSync(descriptor, `${process.pid}\n`);
    return await change();
  } finally {
    closeSync(descriptor);
    rmSync(lock, { force: true });
  }
}
