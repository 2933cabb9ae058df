import type { Page, Route } from '@playwright/test';
import { sitePorts, type RemoteName } from './site-ports';

export type HeldRequests = Awaited<ReturnType<typeof holdRequests>>;

/** Holds back every request `matches` names, as a slow network would, until `release`. */
export async function holdRequests(page: Page, matches: RegExp | ((url: URL) => boolean)) {
  const held: Route[] = [];
  await page.route(matches, (route) => {
    held.push(route);
  });
  return {
    /** How many requests are held so far. */
    heldCount: () => held.length,
    /** Unrouting lets the held requests go on. */
    release: () => page.unroute(matches),
  };
}

/** Holds back every request for a remote's code: the page shows that remote's blocks as the server sent them until `release`. */
export function holdRemoteCode(page: Page, remote: RemoteName) {
  return holdRequests(page, (url) => Number(url.port) === sitePorts().remotes[remote]);
}
