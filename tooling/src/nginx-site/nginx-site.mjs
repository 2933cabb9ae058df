import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { contentCredentials, LOCAL_HUMAN_CHECK_SECRET, LOCAL_VISITOR_PROOF_KEY } from '../content-credentials.mjs';
import { REPO_DIR, SITE_PORT_OFFSET, remotesAt } from '../remotes.mjs';
import { composeService } from './compose-file.mjs';
import { startContainer } from './container.mjs';
import { startNginxContainer } from './nginx-container.mjs';

/** The nginx site is a copy of the site on ports of its own: this much above the site's (3060+N…, 4060+N). */
export const NGINX_SITE_SHIFT = 60;

/**
 * The ports of a copy of the site served as docker-compose.yml serves it, moved by `offset` as SITE_PORT_OFFSET
 * moves the site's: the shell's nginx where the shell is, each remote's nginx where the remote is, the page
 * servers beside them, the stand-in where it is.
 */
export function nginxSitePorts(offset = SITE_PORT_OFFSET + NGINX_SITE_SHIFT) {
  return {
    shell: 3000 + offset,
    remotes: remotesAt(offset),
    pageServers: [3007 + offset, 3008 + offset, 3009 + offset],
    backendStub: 4000 + offset,
  };
}

export function nginxSiteScratchDir(offset = SITE_PORT_OFFSET + NGINX_SITE_SHIFT) {
  return path.join(tmpdir(), `bank-nginx-site-${offset}`);
}

/** A service's environment with some variables given other values; each must be one the service sets. */
function withEnvironment(service, name, values) {
  for (const key of Object.keys(values)) {
    if (!(key in service.environment)) throw new Error(`docker-compose.yml: service ${name} no longer sets ${key}`);
  }
  return { ...service, environment: { ...service.environment, ...values } };
}

/** /etc/hosts for a node service: compose's service names are this machine, as its network makes them reachable. */
function composeHostsFile(scratchDir) {
  const compose = readFileSync(path.join(REPO_DIR, 'docker-compose.yml'), 'utf8');
  const services = [...compose.matchAll(/^ {2}([a-z][a-z0-9-]*):$/gm)].map((match) => match[1]);
  const file = path.join(scratchDir, 'hosts');
  writeFileSync(file, `${readFileSync('/etc/hosts', 'utf8')}\n127.0.0.1 ${services.join(' ')}\n`);
  return file;
}

/**
 * docker-compose.yml's site on this machine, without Docker: Debian's nginx for the shell's nginx and each
 * remote's (the deploy/nginx templates as the nginx image renders them), the shell's page servers (one
 * process per replica) and the stand-in, from volumes filled by `npm run compose:volumes`. Only addresses
 * change: compose's service names and ports become this machine's ports (nginxSitePorts).
 *
 * `contentHost`: the content host's origin (no stand-in is started), or a function given the stand-in's
 * origin that returns the origin to use instead (a proxy in front of it). `pageServers`: how many to start
 * (default: compose's replicas), or the addresses (host:port) of page servers already running.
 * @param {object} [options]
 * @param {number} [options.offset]
 * @param {string | ((standInOrigin: string) => string | Promise<string>)} [options.contentHost]
 * @param {number | string[]} [options.pageServers]
 * @param {string} [options.scratchDir]
 * @param {(line: string) => void} [options.log]
 */
export async function startNginxSite({
  offset = SITE_PORT_OFFSET + NGINX_SITE_SHIFT,
  contentHost,
  pageServers,
  scratchDir = nginxSiteScratchDir(offset),
  log = () => {},
} = {}) {
  const ports = nginxSitePorts(offset);
  rmSync(scratchDir, { recursive: true, force: true });
  mkdirSync(scratchDir, { recursive: true });
  const credentials = contentCredentials();
  const volumesDir = path.join(scratchDir, 'compose');
  const variables = {
    COMPOSE_VOLUMES_DIR: volumesDir,
    CONTENT_AUTH_USER: credentials.user,
    CONTENT_AUTH_PASSWORD: credentials.password,
    // The edge's settings (shell/server/edge/edge-settings.mjs) for this copy's addresses.
    HUMAN_CHECK_SECRET: LOCAL_HUMAN_CHECK_SECRET,
    VISITOR_PROOF_KEY: LOCAL_VISITOR_PROOF_KEY,
    HUMAN_CHECK_VERIFY_URL: `http://127.0.0.1:${ports.backendStub}/human-check/siteverify`,
    SITE_ORIGIN: `http://localhost:${ports.shell}`,
  };
  const running = [];
  const start = async (container) => {
    const started = await container;
    running.push(started);
    log(`${started.name} is up`);
    return started;
  };
  const stop = async () => {
    await Promise.all(running.reverse().map((container) => container.stop()));
  };

  try {
    execFileSync(process.execPath, [path.join(REPO_DIR, 'tooling', 'src', 'release', 'compose-volumes.mjs')], {
      env: { ...process.env, SITE_PORT_OFFSET: String(offset), COMPOSE_VOLUMES_DIR: volumesDir },
      stdio: 'ignore',
    });

    let contentOrigin = typeof contentHost === 'string' ? contentHost : null;
    if (!contentOrigin) {
      const standIn = withEnvironment(composeService('backend-stub', variables), 'backend-stub', {
        PORT: String(ports.backendStub),
        STUB_DATA_DIR: path.join(scratchDir, 'stub-data'),
      });
      await start(
        startContainer({
          name: 'backend-stub',
          command: [process.execPath, ...standIn.command.slice(1)],
          environment: { PATH: process.env.PATH, HOME: process.env.HOME, ...standIn.environment },
          cwd: REPO_DIR,
          port: ports.backendStub,
          logFile: path.join(scratchDir, 'backend-stub.log'),
          scratchDir: path.join(scratchDir, 'backend-stub'),
        }),
      );
      const standInOrigin = `http://127.0.0.1:${ports.backendStub}`;
      contentOrigin = typeof contentHost === 'function' ? await contentHost(standInOrigin) : standInOrigin;
    }

    await Promise.all(
      ports.remotes.map((remote) =>
        start(
          startNginxContainer({
            name: remote.folder,
            service: withEnvironment(composeService(remote.folder, variables), remote.folder, { REMOTE_PORT: String(remote.port) }),
            port: remote.port,
            scratchDir: path.join(scratchDir, remote.folder),
          }),
        ),
      ),
    );

    const pagesService = composeService('shell-pages', variables);
    const pageAddresses = Array.isArray(pageServers)
      ? pageServers
      : await startPageServers({ service: pagesService, count: pageServers ?? pagesService.replicas, ports, contentOrigin, scratchDir, start });

    await start(
      startNginxContainer({
        name: 'shell',
        service: withEnvironment(composeService('shell', variables), 'shell', {
          SHELL_PORT: String(ports.shell),
          CONTENT_HOST: contentOrigin,
          SHELL_PAGES: pageAddresses.join(' '),
          REMOTE_ORIGINS: ports.remotes.map((remote) => `http://localhost:${remote.port}`).join(' '),
        }),
        port: ports.shell,
        scratchDir: path.join(scratchDir, 'shell'),
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin: `http://localhost:${ports.shell}`,
    ports,
    scratchDir,
    runtimeDir: path.join(volumesDir, 'shell', 'runtime'),
    containers: running,
    stop,
  };
}

/** One page-server process per replica, each as compose's shell-pages service runs it; their addresses. */
async function startPageServers({ service, count, ports, contentOrigin, scratchDir, start }) {
  if (count > ports.pageServers.length) throw new Error(`at most ${ports.pageServers.length} page servers here, not ${count}`);
  const hosts = composeHostsFile(scratchDir);
  // The repository is compose's /app, so its mounts at /app are this checkout's own folders.
  const mounts = [
    ...service.volumes.filter((volume) => volume.target !== '/app').map((volume) => ({ ...volume, target: volume.target.replace(/^\/app(?=\/)/, REPO_DIR) })),
    { source: hosts, target: '/etc/hosts', readOnly: true },
  ];
  const addresses = ports.pageServers.slice(0, count).map((port) => `127.0.0.1:${port}`);
  await Promise.all(
    addresses.map((address, index) => {
      const port = Number(address.split(':')[1]);
      const name = `shell-pages-${index + 1}`;
      const replica = withEnvironment(service, 'shell-pages', { PORT: String(port), CONTENT_HOST: contentOrigin });
      return start(
        startContainer({
          name,
          command: [process.execPath, ...replica.command.slice(1)],
          mounts,
          environment: { PATH: process.env.PATH, HOME: process.env.HOME, ...replica.environment },
          cwd: REPO_DIR,
          port,
          logFile: path.join(scratchDir, `${name}.log`),
          scratchDir: path.join(scratchDir, name),
        }),
      );
    }),
  );
  return addresses;
}
