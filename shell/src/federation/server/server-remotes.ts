import type { RemoteManifest } from '../remote-manifest';

export interface ServerRemote {
  name: string;
  version: string;
  serverEntry: string;
}

/**
 * The live server entries of a manifest. Remote code runs inside the render process with full Node
 * rights, so only http(s) entries on origins the operator allows are ever loaded (ssr recipe, pitfall 6).
 */
export function liveServerRemotes(manifest: RemoteManifest, allowedOrigins: readonly string[]): ServerRemote[] {
  const remotes: ServerRemote[] = [];
  for (const [name, remote] of Object.entries(manifest.remotes)) {
    const serverEntry = remote.versions[remote.live]?.serverEntry;
    if (!serverEntry) continue;
    let origin: string;
    try {
      origin = new URL(serverEntry).origin;
    } catch {
      console.error(`ssr: ${name} has an unreadable server entry, not loaded`);
      continue;
    }
    if (!/^https?:$/.test(new URL(serverEntry).protocol) || !allowedOrigins.includes(origin)) {
      console.error(`ssr: ${name} server entry ${serverEntry} is not on an allowed origin, not loaded`);
      continue;
    }
    remotes.push({ name, version: remote.live, serverEntry });
  }
  return remotes;
}
