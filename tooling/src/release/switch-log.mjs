import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who changes the manifest: --by, else RELEASE_MANAGER, else the system user. */
export function changedBy(by, env = process.env) {
  return by || env.RELEASE_MANAGER || os.userInfo().username;
}

/** remotes.log beside the manifest: one JSON line per release, switch or rollback, never rewritten. */
export function appendLogEntry(file, entry) {
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
}

export function readLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/**
 * The version a rollback returns to: each switch pushes the version it left, each rollback pops one,
 * so rolling back twice walks further back instead of returning to the bad release.
 */
export function previousLiveVersion(entries, remote) {
  const left = [];
  for (const entry of entries) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'switch') left.push(entry.from);
    if (entry.action === 'rollback') left.pop();
  }
  return left.at(-1) ?? null;
}
