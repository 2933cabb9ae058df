import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECOND_CONTENT_VERSION = '0.9.0-e2e';

const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(__dirname, '..', '..', 'deploy'));
const manifestFile = path.join(deployDir, 'remotes.json');

export interface RemoteManifest {
  remotes: Record<string, { live: string; versions: Record<string, { entry: string; serverEntry?: string }> }>;
}

export function readManifest(): RemoteManifest {
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest;
}

export function writeManifest(manifest: RemoteManifest) {
  const temporary = `${manifestFile}.e2e.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest, null, 2));
  renameSync(temporary, manifestFile);
}
