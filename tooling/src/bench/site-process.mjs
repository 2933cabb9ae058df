import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_DIR } from '../remotes.mjs';
import { accepts, waitForPort } from '../nginx-site/container.mjs';

/** The composed site, started for a benchmark on its own ports and folders. */
export async function startSite({ offset, deployDir, dataDir }) {
  await refuseTakenPort(3000 + offset);
  const env = { ...process.env, SITE_PORT_OFFSET: String(offset), DEPLOY_DIR: deployDir, STUB_DATA_DIR: dataDir };
  const child = spawn(process.execPath, [path.join(REPO_DIR, 'tooling', 'src', 'start-all.mjs')], { env, stdio: 'ignore', detached: true });
  const origin = `http://localhost:${3000 + offset}`;
  await waitForHomePage(origin);
  return { origin, stop: () => stopProcessGroup(child.pid) };
}

/** Stops a process and every process it started (a group of its own); resolves once all are gone. */
async function stopProcessGroup(pid) {
  process.kill(-pid, 'SIGTERM');
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

/** A port a bench server needs, taken by a process left from an earlier run, would be measured instead. */
async function refuseTakenPort(port) {
  if (await accepts(port)) throw new Error(`port ${port} is taken: stop what listens there (fuser -n tcp ${port})`);
}

/**
 * The shell's monolith build (SHELL_BUILD=monolith) beside a site started by startSite: the same
 * remotes.json and stand-in, its own port.
 */
export async function startMonolithShell({ offset, deployDir, port }) {
  await refuseTakenPort(port);
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
  return { origin, stop: () => stopProcessGroup(child.pid) };
}

/**
 * One shell process (SHELL_WORKERS=1) beside a site started by startSite, reading its content from `contentHost`:
 * resolves once it listens (its remotes' server code loaded), before any page is rendered, so its caches are cold.
 * `shellDir` is this checkout's shell, or another build of it (its server/ and dist folders) measured beside it.
 * `nodeOptions`: node's own flags for the shell (`--expose-gc`, `--cpu-prof`): NODE_OPTIONS refuses some of them.
 */
export async function startShellProcess({ deployDir, port, contentHost, env: settings = {}, shellDir = path.join(REPO_DIR, 'shell'), nodeOptions = [] }) {
  await refuseTakenPort(port);
  const env = { ...process.env, ...settings, SHELL_WORKERS: '1', PORT: String(port), DEPLOY_DIR: deployDir, CONTENT_HOST: contentHost };
  const child = spawn(process.execPath, [...nodeOptions, path.join(shellDir, 'server', 'server.mjs')], { env, stdio: 'ignore' });
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
