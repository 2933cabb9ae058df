import type { BlockTypeDeclaration } from './block-table';

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

/** Where the browser keeps the last remotes.json it could read. */
const LAST_READABLE_MANIFEST_KEY = 'bank_last_readable_remotes';

/**
 * remotes.json for a page the server did not render. A manifest the browser cannot read (a truncated
 * copy on the server) leaves the visitor on the last one it could, logged, rather than on a page with no blocks.
 */
export async function readRemoteManifest(url: string, storage: Storage | null = safeLocalStorage()): Promise<RemoteManifest> {
  // no-store: an edited manifest must reach the next page load.
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remote manifest ${url}: HTTP ${response.status}`);
  const text = await response.text();
  try {
    const manifest = JSON.parse(text) as RemoteManifest;
    if (typeof manifest?.remotes !== 'object' || manifest.remotes === null) throw new Error('no "remotes" object');
    storage?.setItem(LAST_READABLE_MANIFEST_KEY, text);
    return manifest;
  } catch (error) {
    const kept = storage?.getItem(LAST_READABLE_MANIFEST_KEY);
    if (!kept) throw error;
    console.error(`remote manifest ${url} unreadable (${error instanceof Error ? error.message : String(error)}): keeping the last readable manifest`);
    return JSON.parse(kept) as RemoteManifest;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the visitor's settings: no fallback, the page renders without blocks.
    return null;
  }
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
