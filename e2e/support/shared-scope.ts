import type { Page } from '@playwright/test';

export interface LoadedShare {
  from: string;
  useIn: string[];
}

/**
 * The loaded copies of each named shared package, read from the federation's share scopes in the page:
 * one entry per copy, with the container that provided it and those that use it.
 */
export function loadedShares(page: Page, names: string[]): Promise<Record<string, LoadedShare[]>> {
  return page.evaluate((packageNames) => {
    type Shared = { from: string; loaded?: boolean; useIn: string[] };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__.__SHARE__;
    const providers: Record<string, Set<Shared>> = {};
    for (const host of Object.values(scopes)) {
      for (const packages of Object.values(host)) {
        for (const name of packageNames) {
          for (const shared of Object.values(packages[name] ?? {})) {
            if (shared.loaded) (providers[name] ??= new Set()).add(shared);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, [...set].map(({ from, useIn }) => ({ from, useIn }))]));
  }, names);
}
