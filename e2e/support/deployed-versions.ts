import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECOND_CONTENT_VERSION = '0.9.0-e2e';

const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(__dirname, '..', '..', 'deploy'));
const manifestFile = path.join(deployDir, 'remotes.json');

export interface RemoteManifest {
  remotes: Record<string, { live: string; versions: Record<string, { entry: string; serverEntry?: string; integrity?: string }> }>;
}

/**
 * A built version as a release records it in remotes.json (its entries, their integrity, its block types),
 * by the release tools' own code: a version listed by hand without them would be refused by the browser.
 */
export function recordedVersion(remoteFolder: string, version: string, port: number) {
  const repo = path.join(__dirname, '..', '..');
  const versionEntries = path.join(repo, 'tooling', 'src', 'release', 'version-entries.mjs');
  const options = { versionDir: path.join(repo, remoteFolder, 'dist', version), origin: `http://localhost:${port}`, version };
  const script = `const { versionEntries } = await import(${JSON.stringify(versionEntries)}); console.log(JSON.stringify(versionEntries(${JSON.stringify(options)})));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as RemoteManifest['remotes'][string]['versions'][string];
}

export function readManifest(): RemoteManifest {
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest;
}

export function writeManifest(manifest: RemoteManifest) {
  const temporary = `${manifestFile}.e2e.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest, null, 2));
  renameSync(temporary, manifestFile);
}
