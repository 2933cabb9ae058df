import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The six remotes: federation name, package folder and local port (ARCHITECTURE.md, "Running"). */
export const REMOTES = [
  { name: 'mf_forms', folder: 'mf-forms', port: 3001 },
  { name: 'mf_calculators', folder: 'mf-calculators', port: 3002 },
  { name: 'mf_rates', folder: 'mf-rates', port: 3003 },
  { name: 'mf_map', folder: 'mf-map', port: 3004 },
  { name: 'mf_content', folder: 'mf-content', port: 3005 },
  { name: 'mf_search', folder: 'mf-search', port: 3006 },
];

export const SHELL_PORT = 3000;
export const BACKEND_STUB_PORT = 4000;
export const DEPLOY_DIR = path.join(REPO_DIR, 'deploy');

export function remoteDistDir(remote) {
  return path.join(REPO_DIR, remote.folder, 'dist');
}
