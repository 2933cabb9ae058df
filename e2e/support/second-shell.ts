import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sitePorts } from './site-ports';

const repo = path.resolve(__dirname, '..', '..');

function portIsOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await portIsOpen(port)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`port ${port} did not open`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Each second shell's port above the site's shell, one per use: two workers run files side by side, and a test that
 * found another file's shell on its port would talk to that shell and its content host.
 */
const SECOND_SHELL_SHIFTS = {
  pageReadFaults: 89,
  deadContentHost: 90,
  contentFaults: 91,
  xssPayloads: 92,
  standInBehindProxy: 93,
  axePageTypes: 94,
  slowBlockStreams: 95,
  startUp: 96,
  smsPumping: 97,
  hostileSweep: 98,
  monolith: 99,
} as const;

export type SecondShell = keyof typeof SECOND_SHELL_SHIFTS;

export function secondShellPort(shell: SecondShell) {
  return sitePorts().shell + SECOND_SHELL_SHIFTS[shell];
}

/** A second shell server, same build and manifest as the site's, reading its content from `contentHost`. */
export async function startSecondShell(contentHost: string, shell: SecondShell, env: Record<string, string> = {}) {
  const port = secondShellPort(shell);
  // Its own port must be free: waiting for it to open would otherwise be satisfied by a shell left running.
  if (await portIsOpen(port)) throw new Error(`port ${port} of the second shell "${shell}" is taken`);
  const child = spawn(process.execPath, [path.join(repo, 'shell', 'server', 'server.mjs')], {
    env: { ...process.env, ...env, PORT: String(port), CONTENT_HOST: contentHost, SHELL_WORKERS: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    // A cold start on a busy 2-core machine can take well over 15 s.
    await waitForPort(port, 60_000);
  } catch (error) {
    child.kill();
    throw new Error(`second shell did not start: ${stderr}`, { cause: error });
  }
  return { origin: `http://localhost:${port}`, stop: () => child.kill() };
}

/** A second shell whose content host is unreachable. */
export function startShellAgainstDeadContentHost() {
  return startSecondShell('http://127.0.0.1:9', 'deadContentHost');
}

/**
 * The shell's monolith build (SHELL_BUILD=monolith: every block bundled, no federation) beside the
 * composed site, with the same manifest and stand-in.
 */
export function startMonolithShell() {
  return startSecondShell(`http://localhost:${sitePorts().backendStub}`, 'monolith', { SHELL_BUILD: 'monolith' });
}
