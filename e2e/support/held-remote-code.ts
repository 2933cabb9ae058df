import type { Page, Route } from '@playwright/test';
import { sitePorts, type RemoteName } from './site-ports';

/**
 * Holds back every request for a remote's code, as a slow network would: the page shows that
 * remote's blocks as the server sent them until `release`.
 */
export async function holdRemoteCode(page: Page, remote: RemoteName) {
  const held: Route[] = [];
  const isRemoteCode = (url: URL) => Number(url.port) === sitePorts().remotes[remote];
  await page.route(isRemoteCode, (route) => {
    held.push(route);
  });
  return {
    /** How many requests are held so far. */
    heldCount: () => held.length,
    /** Unrouting lets the held requests go on. */
    release: () => page.unroute(isRemoteCode),
  };
}
