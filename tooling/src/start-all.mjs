import concurrently from 'concurrently';
import { BACKEND_STUB_PORT, DEPLOY_DIR, REMOTES, SHELL_PORT, STUB_DATA_DIR, remoteDistDir } from './remotes.mjs';
import { ensureDeployFiles } from './deploy-files.mjs';

/** The composed site on one machine: the stand-in, the shell and each remote on its own port. */
ensureDeployFiles();

const node = JSON.stringify(process.execPath);
const commands = [
  { name: 'backend-stub', command: `${node} backend-stub/src/server.mjs`, env: { PORT: String(BACKEND_STUB_PORT), STUB_DATA_DIR } },
  { name: 'shell', command: `${node} shell/server/server.mjs`, env: { PORT: String(SHELL_PORT), DEPLOY_DIR, CONTENT_HOST: process.env.CONTENT_HOST ?? `http://localhost:${BACKEND_STUB_PORT}` } },
  ...REMOTES.map((remote) => ({
    name: remote.folder,
    command: `${node} tooling/src/serve-remote.mjs`,
    env: { PORT: String(remote.port), DIST_DIR: remoteDistDir(remote) },
  })),
];

const { result } = concurrently(commands, { killOthersOn: ['failure'], prefix: 'name', cwd: new URL('../..', import.meta.url).pathname });
result.catch(() => process.exit(1));
