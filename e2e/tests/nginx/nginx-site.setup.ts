import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { nginxSitePidFile, runningNginxSitePid, startNginxSite, stopNginxSite } from '../../support/nginx-site';

setup('the site runs as docker compose runs it: Debian nginx in front of the page servers, the remotes and the stand-in', async () => {
  setup.setTimeout(300_000);
  // A site left by an interrupted run holds the ports: stopped, as its build may be older.
  const left = runningNginxSitePid();
  if (left) await stopNginxSite(left);
  const site = await startNginxSite();
  writeFileSync(nginxSitePidFile, String(site.pid));
});
