import { BACKEND_STUB_PORT, DEPLOY_DIR, REMOTES, REPO_DIR, SHELL_PORT, STUB_DATA_DIR, remoteDistDir } from './remotes.mjs';
import { ensureDeployFiles } from './deploy-files.mjs';
import { superviseAll } from './supervise.mjs';

/**
 * The composed site on one machine: the stand-in, the shell and each remote on its own port. Each is supervised on
 * its own: one that dies is started again, and the others keep serving meanwhile.
 */
ensureDeployFiles();

const node = process.execPath;
const stop = superviseAll(
  [
    { name: 'backend-stub', command: [node, 'backend-stub/src/server.mjs'], env: { PORT: String(BACKEND_STUB_PORT), STUB_DATA_DIR } },
    {
      name: 'shell',
      command: [node, 'shell/server/server.mjs'],
      // One render process unless asked: on one machine the shell shares its cores with the stand-in and six remotes.
      env: {
        PORT: String(SHELL_PORT),
        DEPLOY_DIR,
        CONTENT_HOST: process.env.CONTENT_HOST ?? `http://localhost:${BACKEND_STUB_PORT}`,
        SHELL_WORKERS: process.env.SHELL_WORKERS ?? '1',
      },
    },
    ...REMOTES.map((remote) => ({
      name: remote.folder,
      command: [node, 'tooling/src/serve-remote.mjs'],
      env: { PORT: String(remote.port), DIST_DIR: remoteDistDir(remote) },
    })),
  ],
  { cwd: REPO_DIR },
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  });
}
