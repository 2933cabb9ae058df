import readline from 'node:readline';
import respawn from 'respawn';

const FIRST_RESTART_MS = 500;
const LONGEST_WAIT_MS = 15_000;

/**
 * How long to wait before the restart that follows `restarts` crashes in a row: doubling from half a second to
 * fifteen. respawn counts a process's crashes anew once it has run a minute in all.
 */
export function restartDelayMs(restarts) {
  return Math.min(FIRST_RESTART_MS * 2 ** (restarts - 1), LONGEST_WAIT_MS);
}

/**
 * Runs each command ({ name, command: [file, ...args], env }) and keeps it running: a process that exits or dies
 * is started again after a back-off, and nothing else is touched. Output lines carry the command's name.
 * Resolves to stop(), which stops them all and does not restart them.
 */
export function superviseAll(commands, { cwd }) {
  const monitors = commands.map(({ name, command, env }) => {
    const monitor = respawn(command, {
      name,
      cwd,
      env,
      maxRestarts: -1,
      sleep: (restarts) => {
        const delay = restartDelayMs(restarts);
        console.log(`[${name}] restarting in ${(delay / 1000).toFixed(1)} s`);
        return delay;
      },
      kill: 5_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    monitor.on('spawn', (child) => {
      readline.createInterface({ input: child.stdout }).on('line', (line) => console.log(`[${name}] ${line}`));
      readline.createInterface({ input: child.stderr }).on('line', (line) => console.error(`[${name}] ${line}`));
    });
    monitor.on('exit', (code, signal) => console.error(`[${name}] exited (${signal ?? code})`));
    monitor.on('warn', (error) => console.error(`[${name}] ${error.message}`));
    monitor.start();
    return monitor;
  });
  return () => Promise.all(monitors.map((monitor) => new Promise((resolve) => monitor.stop(resolve))));
}
