import path from 'node:path';
import { DEPLOY_DIR, REMOTES, REPO_DIR, remoteDistDir } from '../remotes.mjs';

/** Where docker-compose's volumes live on the host (bind mounts, see docker-compose.yml). */
export const COMPOSE_VOLUMES_DIR = path.resolve(process.env.COMPOSE_VOLUMES_DIR ?? path.join(REPO_DIR, 'deploy', 'compose'));

/**
 * Where a release is published and where the manifest lives. `local` is what `npm start` serves
 * (each remote's dist/, the manifest in DEPLOY_DIR); `compose` is the volumes of docker-compose.yml.
 * Both publish each remote on its own port, so browser entry URLs are alike unless an origin is given.
 * @param {string} [name]
 * @param {{ origin?: string }} [options]
 */
export function deployTarget(name = 'local', { origin } = {}) {
  if (name !== 'local' && name !== 'compose') throw new Error(`unknown target "${name}": use local or compose`);
  const manifestDir = name === 'local' ? DEPLOY_DIR : path.join(COMPOSE_VOLUMES_DIR, 'shell', 'runtime');
  return {
    name,
    manifestFile: path.join(manifestDir, 'remotes.json'),
    logFile: path.join(manifestDir, 'remotes.log'),
    shellDir: name === 'local' ? path.join(REPO_DIR, 'shell', 'dist') : path.join(COMPOSE_VOLUMES_DIR, 'shell', 'site'),
    versionsDir: (remote) => (name === 'local' ? remoteDistDir(remote) : path.join(COMPOSE_VOLUMES_DIR, 'remotes', remote.folder)),
    origin: (remote) => origin ?? `http://localhost:${remote.port}`,
    // The server renderer runs inside compose's network, where a remote is its service name.
    serverOrigin: (remote) => (name === 'compose' ? composeServiceOrigin(remote) : (origin ?? `http://localhost:${remote.port}`)),
    /**
     * A manifest URL as the release tools on the host reach it: compose's service names resolve only inside
     * its network, and each remote's service is published on the host at its own port (docker-compose.yml).
     */
    hostUrl: (url) => {
      if (name !== 'compose') return url;
      const remote = REMOTES.find((candidate) => url.startsWith(`${composeServiceOrigin(candidate)}/`));
      return remote ? `http://localhost:${remote.port}${url.slice(composeServiceOrigin(remote).length)}` : url;
    },
  };
}

const composeServiceOrigin = (remote) => `http://${remote.folder}:${remote.port}`;

/** A remote by its federation name (mf_content) or its folder (mf-content). */
export function findRemote(nameOrFolder) {
  const remote = REMOTES.find((candidate) => candidate.name === nameOrFolder || candidate.folder === nameOrFolder);
  if (!remote) throw new Error(`unknown remote "${nameOrFolder}": one of ${REMOTES.map((known) => known.name).join(', ')}`);
  return remote;
}
