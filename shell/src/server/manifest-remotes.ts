import { liveRemotes, type LiveRemote, type RemoteManifest } from '../federation/remote-manifest';
import { liveServerRemotes, type ServerRemote } from '../federation/server/server-remotes';

/** The live remotes of a manifest: as the browser loads them, and those the server render loads. */
export interface ManifestRemotes {
  live: LiveRemote[];
  server: ServerRemote[];
}

/**
 * Every render needs the live remotes of the manifest (two URL parses per remote for the server's), and the manifest
 * is one object until remotes.json changes (last-readable-manifest.mjs): they are worked out once per manifest object.
 * `allowedOrigins` changes only with the manifest (page-renderer.mjs works them out before handing a new one over).
 */
export function manifestRemotes(allowedOrigins: readonly string[]): (manifest: RemoteManifest) => ManifestRemotes {
  const known = new WeakMap<RemoteManifest, ManifestRemotes>();
  return (manifest) => {
    let remotes = known.get(manifest);
    if (!remotes) {
      remotes = { live: liveRemotes(manifest), server: liveServerRemotes(manifest, allowedOrigins) };
      known.set(manifest, remotes);
    }
    return remotes;
  };
}
