/**
 * remotes.json: for each remote, the versions deployed and the one live.
 * A release manager switches or rolls back by editing `live`; nothing is rebuilt.
 */
export interface RemoteManifest {
  remotes: Record<string, { live: string; versions: Record<string, { entry: string; serverEntry?: string }> }>;
}

export interface LiveRemote {
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
    live.push({ name, version: remote.live, entry: version.entry });
  }
  return live;
}
