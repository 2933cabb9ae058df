import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Effector from 'effector';
import * as EffectorReact from 'effector-react';
import * as SingleSpa from 'single-spa';
import * as SharedKit from '@bank/shared-kit';
import sharedKitPackage from '@bank/shared-kit/package.json';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ExposedBlock } from '@bank/shared-kit';
import { ownersOfRemote, type BlockOwner } from '../block-table';
import type { ServerRemote } from './server-remotes';
import { createCircuitBreaker } from './circuit-breaker';
import { withTimeout } from '../with-timeout';
import { untilAnswering } from './until-answering';

export interface ServerFederationOptions {
  loadTimeoutMs: number;
  breakerOpenMs: number;
  /** Recycle signal: the process holds every version it ever loaded (ssr recipe, pitfall 7). */
  onVersionSwitch?: (switches: number) => void;
}

// The server provides the same singletons the browser shell does, from this process's own modules,
// so that the server render and every remote share one React, one effector and one shared-kit.
const provided = (version: string, module: unknown) => ({
  version,
  lib: () => module,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

export function createServerFederation(options: ServerFederationOptions) {
  const federation = createInstance({
    name: 'shell_server',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: provided(React.version, React),
      'react/jsx-runtime': provided(React.version, ReactJsxRuntime),
      'react-dom': provided(React.version, ReactDom),
      'react-dom/client': provided(React.version, ReactDomClient),
      effector: provided('23.4.4', Effector),
      'effector-react': provided('23.3.0', EffectorReact),
      'single-spa': provided('6.0.3', SingleSpa),
      // The kit's own version: remotes' server builds require a range of it strictly (shared-singletons.mjs).
      '@bank/shared-kit': provided(sharedKitPackage.version, SharedKit),
    },
  });
  const breaker = createCircuitBreaker(options.breakerOpenMs);
  const registered = new Map<string, string>();
  const loads = new Map<string, Promise<ExposedBlock<unknown> | null>>();
  let switches = 0;

  function forgetLoads(remote: string): void {
    for (const key of [...loads.keys()]) if (key.startsWith(`${remote}/`)) loads.delete(key);
  }

  /**
   * Registers the live server entries; a changed version replaces the old one with no restart.
   * A remote whose live version has no server build is not rendered on the server any more (the
   * browser would hydrate another version's markup).
   */
  function syncRemotes(remotes: ServerRemote[], loadLimitMs = options.loadTimeoutMs): void {
    for (const name of [...registered.keys()]) {
      if (remotes.some((remote) => remote.name === name)) continue;
      registered.delete(name);
      forgetLoads(name);
    }
    for (const remote of remotes) {
      const current = registered.get(remote.name);
      if (current === remote.serverEntry) continue;
      federation.registerRemotes([{ name: remote.name, entry: remote.serverEntry }], { force: true });
      if (current !== undefined) {
        // A new version gets a fresh chance: the breaker was about the old one.
        breaker.recordSuccess(remote.name);
        switches += 1;
        options.onVersionSwitch?.(switches);
        forgetLoads(remote.name);
      }
      registered.set(remote.name, remote.serverEntry);
      // Loaded now rather than by the first visitor's render, which would wait for them.
      for (const owner of ownersOfRemote(remote.name)) void loadBlock(owner, loadLimitMs);
    }
  }

  const timed = <T>(promise: Promise<T>, what: string) => withTimeout(promise, options.loadTimeoutMs, what);

  /** The block a remote exposes, or null: not registered, breaker open, failed, slow or malformed. */
  function loadBlock(owner: BlockOwner, limitMs = options.loadTimeoutMs): Promise<ExposedBlock<unknown> | null> {
    const id = `${owner.remote}/${owner.parcel.replace(/^\.\//, '')}`;
    if (!registered.has(owner.remote) || breaker.isOpen(owner.remote)) return Promise.resolve(null);
    let load = loads.get(id);
    if (!load) {
      load = withTimeout(federation.loadRemote<{ default: ExposedBlock<unknown> }>(id), limitMs, id)
        .then((module) => {
          const exposed = module?.default;
          if (!exposed || typeof exposed.Component !== 'function') throw new Error(`${id} does not expose a block`);
          breaker.recordSuccess(owner.remote);
          return exposed;
        })
        .catch((error: unknown) => {
          console.error(`ssr: ${id} unavailable, its slot is left to the browser:`, error instanceof Error ? error.message : error);
          breaker.recordFailure(owner.remote);
          loads.delete(id);
          return null;
        });
      loads.set(id, load);
    }
    return load;
  }

  /**
   * Before the first visitor: waits for the live remotes' server entries to answer (the remotes may
   * start beside the shell) and loads their blocks, all within `withinMs`, so the first pages after a
   * start are whole instead of left to the browser. Names the remotes that did not load.
   */
  async function warmUp(remotes: ServerRemote[], withinMs: number): Promise<string[]> {
    const deadline = Date.now() + withinMs;
    await Promise.all(remotes.map((remote) => untilAnswering(remote.serverEntry, deadline)));
    syncRemotes(remotes, Math.max(deadline - Date.now(), options.loadTimeoutMs));
    const loaded = await Promise.all(
      remotes.map(async (remote) => (await Promise.all(ownersOfRemote(remote.name).map((owner) => loadBlock(owner)))).every(Boolean)),
    );
    return remotes.filter((_, index) => !loaded[index]).map((remote) => remote.name);
  }

  return { syncRemotes, loadBlock, warmUp, withTimeout: timed };
}

export type ServerFederation = ReturnType<typeof createServerFederation>;
