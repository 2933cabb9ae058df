import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Parents a container may lay a folder of its own over (inside its private mount namespace only), when a path
// compose mounts does not exist on this machine: /srv/runtime, /var/cache/nginx.
const PARENTS_LAID_OVER = ['/srv', '/var/cache'];

/**
 * The shell lines that bind `mounts` ({ source, target, readOnly }) in a private mount namespace, as docker
 * binds a service's volumes: a missing target is made (as an empty file or folder, like the source) inside a
 * folder of the container's own laid over its parent, so the machine's own folders are never written to.
 */
export function mountScript(mounts, scratchDir) {
  const lines = ['set -e'];
  const laidOver = new Set();
  for (const { source, target, readOnly } of mounts) {
    if (!existsSync(source)) throw new Error(`${source} (mounted at ${target}) does not exist`);
    if (!existsSync(target) && !laidOver.has(path.dirname(target)) && !mounts.some((mount) => target.startsWith(`${mount.target}/`))) {
      const parent = PARENTS_LAID_OVER.find((candidate) => target.startsWith(`${candidate}/`));
      if (!parent) throw new Error(`cannot mount at ${target}: it does not exist here and ${path.dirname(target)} is not a folder to lay over`);
      const ownParent = path.join(scratchDir, 'laid-over', parent);
      mkdirSync(ownParent, { recursive: true });
      lines.push(`mount --bind ${quote(ownParent)} ${quote(parent)}`);
      laidOver.add(parent);
    }
    lines.push(
      statSync(source).isDirectory()
        ? `mkdir -p ${quote(target)}`
        : `[ -e ${quote(target)} ] || { mkdir -p ${quote(path.dirname(target))}; : > ${quote(target)}; }`,
    );
    lines.push(`mount --bind ${quote(source)} ${quote(target)}`);
    if (readOnly) lines.push(`mount -o remount,bind,ro ${quote(target)}`);
  }
  lines.push('exec "$@"');
  return lines.join('\n');
}

function quote(text) {
  return `'${String(text).replaceAll("'", "'\\''")}'`;
}

/**
 * A process run as in a container: its own mount namespace with the mounts bound (`unshare`, as root), only
 * the environment given, its output in `logFile`. Resolves once `port` accepts connections.
 */
export async function startContainer({ name, command, mounts = [], environment, cwd, port, logFile, scratchDir }) {
  if (await accepts(port)) throw new Error(`${name}: port ${port} is taken by another process`);
  mkdirSync(scratchDir, { recursive: true });
  const script = path.join(scratchDir, `${name}.mounts.sh`);
  writeFileSync(script, mountScript(mounts, scratchDir));
  const log = openSync(logFile, 'a');
  const child = spawn('unshare', ['--mount', '--propagation', 'private', '--', '/bin/sh', script, ...command], {
    cwd,
    env: environment,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await Promise.race([
    waitForPort(port),
    exited.then(({ code, signal }) => {
      throw new Error(`${name} exited (${signal ?? code}) before it listened on ${port}: see ${logFile}`);
    }),
  ]);
  return {
    name,
    pid: child.pid,
    exited,
    /** @param {NodeJS.Signals} [signal] */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Resolves when something accepts connections on the local port. */
export async function waitForPort(port, { timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  while (!(await accepts(port))) {
    if (Date.now() - started > timeoutMs) throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether something accepts connections on the local port now. */
export function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
