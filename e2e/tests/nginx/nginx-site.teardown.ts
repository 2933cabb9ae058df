import { rmSync } from 'node:fs';
import { test as teardown } from '@playwright/test';
import { nginxSitePidFile, runningNginxSitePid, stopNginxSite } from '../../support/nginx-site';

teardown('the nginx site stops', async () => {
  const pid = runningNginxSitePid();
  if (pid) await stopNginxSite(pid);
  rmSync(nginxSitePidFile, { force: true });
});
