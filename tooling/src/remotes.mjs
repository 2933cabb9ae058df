import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// SITE_PORT_OFFSET moves every port at once, so that two copies of the site can run on one machine.
export const SITE_PORT_OFFSET = Number(process.env.SITE_PORT_OFFSET ?? 0);

/** The six remotes of a copy of the site whose ports are moved by `offset`: federation name, package folder, port. */
export function remotesAt(offset) {
  return [
    { name: 'mf_forms', folder: 'mf-forms', port: 3001 + offset },
    { name: 'mf_calculators', folder: 'mf-calculators', port: 3002 + offset },
    { name: 'mf_rates', folder: 'mf-rates', port: 3003 + offset },
    { name: 'mf_map', folder: 'mf-map', port: 3004 + offset },
    { name: 'mf_content', folder: 'mf-content', port: 3005 + offset },
    { name: 'mf_search', folder: 'mf-search', port: 3006 + offset },
  ];
}

/** The remotes of this site (ARCHITECTURE.md, "Running"). */
export const REMOTES = remotesAt(SITE_PORT_OFFSET);

export const SHELL_PORT = 3000 + SITE_PORT_OFFSET;
export const BACKEND_STUB_PORT = 4000 + SITE_PORT_OFFSET;
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR ?? path.join(REPO_DIR, 'deploy'));
export const STUB_DATA_DIR = path.resolve(process.env.STUB_DATA_DIR ?? path.join(REPO_DIR, 'backend-stub', 'data'));

export function remoteDistDir(remote) {
  return path.join(REPO_DIR, remote.folder, 'dist');
}
