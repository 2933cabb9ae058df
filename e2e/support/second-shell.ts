import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sitePorts } from './site-ports';

const repo = path.resolve(__dirname, '..', '..');

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`port ${port} did not open`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A second shell server, same build and manifest as the site's, reading its content from `contentHost`. */
export async function startSecondShell(contentHost: string, port = sitePorts().shell + 90, env: Record<string, string> = {}) {
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
  return startSecondShell('http://127.0.0.1:9');
}

/**
 * The shell's monolith build (SHELL_BUILD=monolith: every block bundled, no federation) beside the
 * composed site, with the same manifest and stand-in.
 */
export function startMonolithShell() {
  const { shell, backendStub } = sitePorts();
  return startSecondShell(`http://localhost:${backendStub}`, shell + 80, { SHELL_BUILD: 'monolith' });
}
