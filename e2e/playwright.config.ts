import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { sitePorts } from './support/site-ports';
import { NGINX_SITE_SHIFT, nginxSiteOffset } from './support/nginx-site';
import type { SiteOptions } from './support/site-test';

// Debian's Chromium where it is installed (no browser download is possible here);
// playwright's own browser elsewhere.
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? { executablePath: debianChromium, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] }
  : {};

const { shell } = sitePorts();
const browser = { ...devices['Desktop Chrome'], launchOptions };
const SWITCHES_THE_DEPLOYMENT = [
  /delivery\/.*\.spec\.ts/,
  /foundation\/versions\.spec\.ts/,
  /ssr\/server-failures\.spec\.ts/,
  // It kills a remote's process.
  /foundation\/supervision\.spec\.ts/,
];
// Through the site as docker compose runs it (Debian's nginx with deploy/nginx, tests/nginx/nginx-site.setup.ts):
// the composition, and nginx's own page cache and failure handling.
// Pages with script disabled: the server HTML alone (forms, disclosures, links), the state before hydration.
const WITHOUT_SCRIPT = /no-js\/.*\.spec\.ts/;
// Matched against the whole file path: `tests/` keeps a checkout folder named like `edge-nginx` out of it.
const THROUGH_NGINX = [
  /foundation\/composition\.spec\.ts/,
  /tests\/nginx\/.*\.spec\.ts/,
  /edge\/security-headers\.spec\.ts/,
  /edge\/compressed-build-files\.spec\.ts/,
];
const nginxOffset = nginxSiteOffset();
const nginxRemotePorts = Object.fromEntries(
  Object.entries(sitePorts().remotes).map(([name, port]) => [name, port + NGINX_SITE_SHIFT]),
) as SiteOptions['remotePorts'];

export default defineConfig<SiteOptions>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry everywhere (not only where CI is set): 500 browser tests share 2 cores. A retried pass is
  // reported as flaky in the summary, never hidden.
  retries: 1,
  // The JSON report holds every test's duration (issue 28: find the slowest files); files over two minutes are
  // named at the end of the run.
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  reportSlowTests: { max: 10, threshold: 120_000 },
  use: {
    baseURL: `http://localhost:${shell}`,
    // An action waits for its element at most this long, not the whole of a slow test's time: a page that stops
    // drawing frames (seen in headless Chromium under load) never passes the "stable" check, and a click held
    // the worker for 135 s before its retry passed.
    actionTimeout: 30_000,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: [...SWITCHES_THE_DEPLOYMENT, /tests\/nginx\//, WITHOUT_SCRIPT], use: browser },
    { name: 'no-js', testMatch: WITHOUT_SCRIPT, use: { ...browser, javaScriptEnabled: false } },
    // These switch the site's live versions in deploy/remotes.json (releases, rollbacks, remotes pointed at
    // dead or hanging servers): after everything else and one file at a time, so no other page opens mid-switch.
    // After the nginx tests too: an nginx site they start copies the built versions, which a release or removal here would
    // change under it.
    { name: 'deployment-switches', testMatch: SWITCHES_THE_DEPLOYMENT, dependencies: ['chromium', 'nginx'], workers: 1, use: browser },
    { name: 'nginx-site', testMatch: /nginx\/nginx-site\.setup\.ts/, teardown: 'nginx-site-teardown', timeout: 300_000 },
    { name: 'nginx-site-teardown', testMatch: /nginx\/nginx-site\.teardown\.ts/ },
    // One file at a time: the nginx tests that need page servers or a content host of their own start a second
    // nginx site, always on the same ports (tests/nginx).
    {
      name: 'nginx',
      testMatch: THROUGH_NGINX,
      dependencies: ['nginx-site'],
      workers: 1,
      use: { ...browser, baseURL: `http://localhost:${3000 + nginxOffset}`, remotePorts: nginxRemotePorts },
    },
  ],
  webServer: {
    // The built site, composed: the stand-in, the shell and every remote on its own port.
    command: 'node ../tooling/src/start-all.mjs',
    // Hundreds of forms are sent from this one address: every abuse limit is multiplied for this site.
    // The specs of the limits themselves start a shell of their own with the real numbers.
    env: { ABUSE_LIMIT_FACTOR: '50' },
    port: shell,
    reuseExistingServer: !process.env.CI,
    // Nine processes start on a 2-core machine; under load this takes well over a minute.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
