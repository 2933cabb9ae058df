import { chmodSync, chownSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startContainer } from './container.mjs';

const IMAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'image');
export const NGINX = '/usr/sbin/nginx';
const ENTRYPOINT_DIR = '/docker-entrypoint.d';
// The user the workers run as (image/nginx.conf): they write the page cache and nginx's temporary files.
const WORKER_USER_ID = 33;
// What the image itself puts in every container's environment and a template could read.
const IMAGE_ENVIRONMENT = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', HOME: '/root' };

/**
 * One nginx service of docker-compose.yml run by Debian's nginx as the nginx image runs it: the image's
 * nginx.conf (including conf.d/*.conf) and mime.types in /etc/nginx, the service's bind mounts at their paths,
 * the image's entrypoint (the envsh scripts, then the templates of /etc/nginx/templates filled by envsubst with
 * the defined variables only) and `nginx -g 'daemon off;'`, with no environment but the image's and the service's.
 * Everything nginx writes (conf.d, cache, logs, pid, temporary files) is in `scratchDir`.
 */
export function startNginxContainer({ name, service, port, scratchDir }) {
  const own = (folder) => {
    const dir = path.join(scratchDir, folder);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const etc = own('etc-nginx');
  copyFileSync(path.join(IMAGE_DIR, 'nginx.conf'), path.join(etc, 'nginx.conf'));
  // Debian's mime.types is nginx's own, as the image's is.
  copyFileSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
  mkdirSync(path.join(etc, 'conf.d'), { recursive: true });
  mkdirSync(path.join(etc, 'templates'), { recursive: true });

  const entrypoint = own('docker-entrypoint.d');
  copyFileSync(path.join(IMAGE_DIR, '20-envsubst-on-templates.sh'), path.join(entrypoint, '20-envsubst-on-templates.sh'));
  const writable = ['cache', 'lib'].map(own);
  for (const dir of writable) {
    chownSync(dir, WORKER_USER_ID, WORKER_USER_ID);
    chmodSync(dir, 0o755);
  }

  // /docker-entrypoint.d does not exist on this machine: its files are bound into the container's own folder.
  const volumes = service.volumes.map((volume) => {
    if (!volume.target.startsWith(`${ENTRYPOINT_DIR}/`)) return volume;
    const target = path.join(entrypoint, path.basename(volume.target));
    writeFileSync(target, '');
    return { ...volume, target };
  });
  const mounts = [
    { source: etc, target: '/etc/nginx' },
    { source: writable[0], target: '/var/cache/nginx' },
    { source: writable[1], target: '/var/lib/nginx' },
    { source: own('log'), target: '/var/log/nginx' },
    { source: own('run'), target: '/run' },
    ...volumes,
  ];

  return startContainer({
    name,
    command: [path.join(IMAGE_DIR, 'docker-entrypoint.sh'), entrypoint, NGINX, '-g', 'daemon off;'],
    mounts,
    environment: { ...IMAGE_ENVIRONMENT, HOSTNAME: name, ...service.environment },
    cwd: '/',
    port,
    logFile: path.join(scratchDir, 'output.log'),
    scratchDir,
  });
}
