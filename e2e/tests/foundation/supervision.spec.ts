import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { sitePorts, type RemoteName } from '../../support/site-ports';
import { readManifest } from '../../support/deployed-versions';

const ports = sitePorts();

/** The process listening on a port of this machine, or null when nothing listens. */
function listenerPid(port: number): number | null {
  try {
    return Number(
      execFileSync('fuser', ['-n', 'tcp', String(port)], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim()
        .split(/\s+/)[0],
    );
  } catch {
    return null;
  }
}

function remoteEntry(remote: RemoteName) {
  const { live, versions } = readManifest().remotes[remote] ?? {};
  const entry = live ? versions?.[live]?.entry : undefined;
  if (!entry) throw new Error(`${remote} has no live entry in remotes.json`);
  return entry;
}

test('a remote whose process dies is started again, and the rest of the site answers meanwhile', async ({ request }) => {
  const others = Object.entries({ shell: ports.shell, backendStub: ports.backendStub, ...ports.remotes }).filter(([name]) => name !== 'mf_content');
  const othersPids = () => Object.fromEntries(others.map(([name, port]) => [name, listenerPid(port)]));
  const before = othersPids();
  const killed = listenerPid(ports.remotes.mf_content);
  if (!killed) throw new Error('nothing listens on mf-content’s port');

  process.kill(killed, 'SIGKILL');
  await expect.poll(() => listenerPid(ports.remotes.mf_content)).not.toBe(killed);
  const home = await request.get('/uk');
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(/<h1[^>]*>Банк, який поруч щодня<\/h1>/);
  for (const remote of ['mf_forms', 'mf_calculators', 'mf_rates', 'mf_map', 'mf_search'] as const) {
    expect((await request.get(remoteEntry(remote))).status(), remote).toBe(200);
  }

  await expect.poll(async () => (await request.get(remoteEntry('mf_content')).catch(() => null))?.status(), { timeout: 30_000 }).toBe(200);
  expect(listenerPid(ports.remotes.mf_content)).not.toBe(killed);
  expect(othersPids()).toEqual(before);
});
