import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from './site-ports';

const repo = path.resolve(__dirname, '..', '..');

/** Where the nginx sites sit above the site's ports (tooling/src/nginx-site/nginx-site.mjs, NGINX_SITE_SHIFT). */
export const NGINX_SITE_SHIFT = 60;

export interface NginxSite {
  origin: string;
  ports: { shell: number; remotes: { name: RemoteName; folder: string; port: number }[]; pageServers: number[]; backendStub: number };
  /** remotes.json and config.json of the shell's volume. */
  runtimeDir: string;
  /** Each container's process: backend-stub, mf-*, shell-pages-1…, shell. */
  pids: Record<string, number>;
  /** The process of the whole site (a process group: stopping it stops every container). */
  pid: number;
}

export function nginxSiteOffset(shift = NGINX_SITE_SHIFT) {
  return Number(process.env.SITE_PORT_OFFSET ?? 0) + shift;
}

/** The site's output, beside its files (which it clears when it starts). */
function nginxSiteLog(offset: number) {
  return path.join(tmpdir(), `bank-nginx-site-${offset}.log`);
}

/**
 * The site as docker-compose.yml runs it (Debian's nginx with the deploy/nginx templates, page servers, remotes'
 * nginx, the stand-in), started by `tooling/src/nginx-site/serve-nginx-site.mjs` in a process group of its own,
 * which outlives the test worker until stopNginxSite.
 */
export async function startNginxSite({
  shift = NGINX_SITE_SHIFT,
  contentHost,
  pageServers,
}: { shift?: number; contentHost?: string; pageServers?: string[] } = {}) {
  const offset = nginxSiteOffset(shift);
  const logFile = nginxSiteLog(offset);
  const log = openSync(logFile, 'w');
  const args = [path.join(repo, 'tooling', 'src', 'nginx-site', 'serve-nginx-site.mjs'), '--offset', String(offset)];
  if (contentHost) args.push('--content-host', contentHost);
  if (pageServers) args.push('--page-servers', pageServers.join(','));
  const child = spawn(process.execPath, args, { cwd: repo, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  const pid = child.pid;
  if (!pid) throw new Error('the nginx site did not start');
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Nine processes start on a 2-core machine shared with other runs: allow minutes.
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ready = /^nginx site: (.*)$/m.exec(readFileSync(logFile, 'utf8'))?.[1];
    if (ready) return { ...(JSON.parse(ready) as Omit<NginxSite, 'pid'>), pid } satisfies NginxSite;
    if (exited || Date.now() > deadline) {
      if (!exited) stopNginxSite(pid);
      throw new Error(`the nginx site did not start:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops every process of a site started by startNginxSite; resolves once its nginx and servers are gone. */
export async function stopNginxSite(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 20_000; waited += 100) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-pid, 'SIGKILL');
}

/** The process group of the nginx site the `nginx` project's tests run against (started by its setup). */
export const nginxSitePidFile = path.join(tmpdir(), `bank-nginx-site-${nginxSiteOffset()}.pid`);

export function runningNginxSitePid(): number | null {
  if (!existsSync(nginxSitePidFile)) return null;
  const pid = Number(readFileSync(nginxSitePidFile, 'utf8'));
  try {
    process.kill(-pid, 0);
    return pid;
  } catch {
    return null;
  }
}
