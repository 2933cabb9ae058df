import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from './remote-manifest';
import { entryIntegrityPlugin } from './runtime-plugins/entry-integrity-plugin';

const registered = new Map<string, LiveRemote>();
const integrityByEntry = new Map<string, string>();
let integrityChecked = false;

/** The key is the remote's federation name (recipe, pitfall 5). */
export function registerLiveRemotes(remotes: LiveRemote[]): void {
  if (!integrityChecked) {
    registerPlugins([entryIntegrityPlugin((entry) => integrityByEntry.get(entry))]);
    integrityChecked = true;
  }
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.entry })));
  for (const remote of remotes) {
    registered.set(remote.name, remote);
    if (remote.integrity) integrityByEntry.set(remote.entry, remote.integrity);
  }
}

export function registeredRemote(name: string): LiveRemote | undefined {
  return registered.get(name);
}
