import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, REPO_DIR, remoteDistDir } from '../remotes.mjs';
import { deployedVersions, localRuntimeConfig, writeJsonAtomically } from '../deploy-files.mjs';
import { COMPOSE_VOLUMES_DIR, deployTarget } from './deploy-target.mjs';
import { readManifest, withManifestLock, writeManifest } from './manifest-file.mjs';
import { publishVersionFolder } from './release-remote.mjs';
import { versionEntries } from './version-entries.mjs';

/**
 * The first deployment of docker-compose.yml's volumes from the packages already built (`npm run build`):
 * the shell's build, its config.json and remotes.json, and each remote's built versions. Run again, it
 * adds what is new and changes nothing live; later versions arrive with `npm run release -- --target compose`.
 */
export async function prepareComposeVolumes() {
  const target = deployTarget('compose');
  const shellBuild = path.join(REPO_DIR, 'shell', 'dist');
  if (!existsSync(path.join(shellBuild, 'index.html'))) throw new Error('build the site first: npm run build');
  mkdirSync(target.shellDir, { recursive: true });
  cpSync(shellBuild, target.shellDir, { recursive: true });

  const configFile = path.join(path.dirname(target.manifestFile), 'config.json');
  mkdirSync(path.dirname(configFile), { recursive: true });
  // config.json belongs to the release managers once written: never overwritten here.
  if (!existsSync(configFile)) writeJsonAtomically(configFile, localRuntimeConfig());

  await withManifestLock(target.manifestFile, async () => {
    const manifest = existsSync(target.manifestFile) ? readManifest(target.manifestFile) : { remotes: {} };
    for (const remote of REMOTES) {
      const versionsDir = target.versionsDir(remote);
      mkdirSync(versionsDir, { recursive: true });
      const built = deployedVersions(remote);
      const listed = manifest.remotes[remote.name] ?? { live: firstLiveVersion(remote, built), versions: {} };
      for (const version of built) {
        if (!existsSync(path.join(versionsDir, version))) publishVersionFolder(path.join(remoteDistDir(remote), version), versionsDir, version);
        listed.versions[version] ??= versionEntries({
          versionDir: path.join(versionsDir, version),
          origin: target.origin(remote),
          serverOrigin: target.serverOrigin(remote),
          version,
        });
      }
      manifest.remotes[remote.name] = listed;
      console.log(`${remote.name}: ${built.length > 0 ? built.join(', ') : 'no built version'} (live ${listed.live})`);
    }
    writeManifest(target.manifestFile, manifest);
  });
  console.log(`volumes ready in ${COMPOSE_VOLUMES_DIR}; start them with: docker compose up -d`);
}

/**
 * The version compose starts a remote on: the one live locally (a release manager may have switched away
 * from package.json's), else package.json's.
 */
function firstLiveVersion(remote, built) {
  const localManifest = deployTarget('local').manifestFile;
  const localLive = existsSync(localManifest) ? readManifest(localManifest).remotes?.[remote.name]?.live : undefined;
  if (localLive && built.includes(localLive)) return localLive;
  return JSON.parse(readFileSync(path.join(REPO_DIR, remote.folder, 'package.json'), 'utf8')).version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareComposeVolumes();
}
