import type { BlockTypeDeclaration } from '../page/block-table';

/** One deployed version as the release recorded it (tooling/src/release/version-entries.mjs). */
export interface DeployedVersion {
  entry: string;
  serverEntry?: string;
  /** Subresource integrity of the browser entry (sha384-…): the browser refuses an altered file. */
  integrity?: string;
  /** The block types the version's build declares (its block-types.json). */
  blockTypes?: Record<string, BlockTypeDeclaration>;
}

/**
 * remotes.json: for each remote, the versions deployed and the one live.
 * A release manager switches or rolls back by editing `live`; nothing is rebuilt.
 */
export interface RemoteManifest {
  remotes: Record<string, { live: string; versions: Record<string, DeployedVersion> }>;
}

export interface LiveRemote extends Pick<DeployedVersion, 'integrity' | 'blockTypes'> {
  name: string;
  version: string;
  entry: string;
}

export async function readRemoteManifest(url: string): Promise<RemoteManifest> {
  // no-store: an edited manifest must reach the next page load.
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remote manifest ${url}: HTTP ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

export function liveRemotes(manifest: RemoteManifest): LiveRemote[] {
  const live: LiveRemote[] = [];
  for (const [name, remote] of Object.entries(manifest.remotes)) {
    const version = remote.versions[remote.live];
    if (!version) {
      console.error(`remote manifest: ${name} is live at ${remote.live}, which is not deployed`);
      continue;
    }
    live.push(liveRemote(name, remote.live, version));
  }
  return live;
}

export function liveRemote(name: string, version: string, deployed: DeployedVersion): LiveRemote {
  return { name, version, entry: deployed.entry, integrity: deployed.integrity, blockTypes: deployed.blockTypes };
}
