import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_DIR } from '../remotes.mjs';
import { waitForPort } from '../nginx-site/container.mjs';

/** The composed site, started for a benchmark on its own ports and folders. */
export async function startSite({ offset, deployDir, dataDir }) {
  const env = { ...process.env, SITE_PORT_OFFSET: String(offset), DEPLOY_DIR: deployDir, STUB_DATA_DIR: dataDir };
  const child = spawn(process.execPath, [path.join(REPO_DIR, 'tooling', 'src', 'start-all.mjs')], { env, stdio: 'ignore', detached: true });
  const origin = `http://localhost:${3000 + offset}`;
  await waitForHomePage(origin);
  return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/**
 * The shell's monolith build (SHELL_BUILD=monolith) beside a site started by startSite: the same
 * remotes.json and stand-in, its own port.
 */
export async function startMonolithShell({ offset, deployDir, port }) {
  const env = {
    ...process.env,
    SHELL_BUILD: 'monolith',
    PORT: String(port),
    DEPLOY_DIR: deployDir,
    CONTENT_HOST: `http://localhost:${4000 + offset}`,
  };
  const child = spawn(process.execPath, [path.join(REPO_DIR, 'shell', 'server', 'server.mjs')], { env, stdio: 'ignore', detached: true });
  const origin = `http://localhost:${port}`;
  await waitForHomePage(origin);
  return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/**
 * One shell process (SHELL_WORKERS=1) beside a site started by startSite, reading its content from `contentHost`:
 * resolves once it listens (its remotes' server code loaded), before any page is rendered, so its caches are cold.
 */
export async function startShellProcess({ deployDir, port, contentHost }) {
  const env = { ...process.env, SHELL_WORKERS: '1', PORT: String(port), DEPLOY_DIR: deployDir, CONTENT_HOST: contentHost };
  const child = spawn(process.execPath, [path.join(REPO_DIR, 'shell', 'server', 'server.mjs')], { env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port);
  return {
    origin: `http://localhost:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHomePage(origin) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/uk`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
