import { test as base } from '@playwright/test';
import { sitePorts, type RemoteName } from './site-ports';

/** Where the site under test serves its remotes: the node servers of `npm start`, or the nginx site's. */
export interface SiteOptions {
  remotePorts: Record<RemoteName, number>;
}

/** Playwright's test with the site's layout as an option, which a project (nginx) sets for its site. */
export const test = base.extend<SiteOptions>({
  remotePorts: [sitePorts().remotes, { option: true }],
});
