import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NGINX } from './nginx-container.mjs';
import { startNginxSite } from './nginx-site.mjs';

/**
 * `npm run serve:nginx`: the site as docker-compose.yml runs it, on this machine (nginx-site.mjs), until
 * SIGINT or SIGTERM. Build first (`npm run build`); SITE_PORT_OFFSET moves it with the site's ports.
 *   --offset N             the nginx site's own port offset (default SITE_PORT_OFFSET + 60)
 *   --content-host URL     the content host the page servers and /api use (default: a stand-in of its own)
 *   --page-servers a,b     page servers already running (host:port), instead of starting compose's replicas
 * Once up, it prints one line `nginx site: {json}` (origin, ports, runtimeDir, the pid of each container).
 */
const { values } = parseArgs({
  options: { offset: { type: 'string' }, 'content-host': { type: 'string' }, 'page-servers': { type: 'string' } },
});
if (!existsSync(NGINX)) {
  console.error(`${NGINX} is missing: apt-get install -y nginx (and keep Debian's own nginx service stopped)`);
  process.exit(1);
}
const site = await startNginxSite({
  offset: values.offset === undefined ? undefined : Number(values.offset),
  contentHost: values['content-host'],
  pageServers: values['page-servers']?.split(','),
  log: (line) => console.log(line),
});
const pids = Object.fromEntries(site.containers.map((container) => [container.name, container.pid]));
console.log(`nginx site: ${JSON.stringify({ origin: site.origin, ports: site.ports, runtimeDir: site.runtimeDir, scratchDir: site.scratchDir, pids })}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await site.stop();
    process.exit(0);
  });
}
