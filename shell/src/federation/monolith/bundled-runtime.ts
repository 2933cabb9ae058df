import { bundledBlocks } from './bundled-blocks';

/*
 * Stands in for @module-federation/enhanced/runtime in the monolith build (rspack.monolith.config.mjs),
 * which exists to measure what federation costs. The shell's own code runs unchanged — load timeouts,
 * circuit breaker, parcels — but every exposed module was bundled at build time: no remote entry or
 * manifest is fetched, and there is nothing to register.
 */

export function loadRemote<T>(id: string): Promise<T | null> {
  const load = bundledBlocks[id];
  if (!load) return Promise.reject(new Error(`${id} is not bundled into the monolith`));
  return load() as Promise<T>;
}

export function registerRemotes(): void {
  // Every remote is bundled: there is no entry to register.
}

export function registerPlugins(): void {
  // No federation runtime runs, so no runtime plugin has anything to observe.
}

/** The server side's instance: the same bundled modules. */
export function createInstance() {
  return { loadRemote, registerRemotes };
}
