import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from './remote-manifest';

const registered = new Map<string, LiveRemote>();

/** The key is the remote's federation name (recipe, pitfall 5). */
export function registerLiveRemotes(remotes: LiveRemote[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.entry })));
  for (const remote of remotes) registered.set(remote.name, remote);
}

export function registeredRemote(name: string): LiveRemote | undefined {
  return registered.get(name);
}
