import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  createContentClient,
  registerBlockHost,
  registerRuntimeConfig,
  registerSiteContentClient,
  registerSiteOrigin,
  navigateTo,
  languageOfPath,
} from '@bank/shared-kit';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { readRemoteManifest } from './federation/remote-manifest';
import { visitorRemotes } from './federation/canary';
import { showCanaryIndicator } from './federation/canary-indicator';
import { reportRemoteUsage } from './federation/remote-usage-report';
import { registerLiveRemotes } from './federation/register-remotes';
import { setRemoteLoadTimeout } from './federation/load-exposed-block';
import { BlockHost, fetchRemoteBlockCode } from './federation/block-host';
import { setLiveBlockTable } from './federation/block-table';
import { SiteApp } from './routes/SiteApp';
import { readInlinedPage } from './page/inlined-page';
import { renderedOrigin } from './page/rendered-origin';
import { pageIslands } from './islands/page-islands';
import { pageStringsLoaded } from './page/page-strings';
import { nextTask } from './islands/next-task';
import { pageHydrated } from './page/page-model';
import { menusHydrated } from './menus/menus-model';
import { noticeHydrated } from './notice/notice-model';
import { notificationsHydrated } from './notifications/notifications-model';
import './styles/global.css';

async function start() {
  // Before any block hydrates: a block that writes a full address (a share link) writes the server's.
  registerSiteOrigin(renderedOrigin(document));
  // From the start, so that a click on a block before the page hydrates reaches the block once it has.
  pageIslands();
  // The page's UI strings load beside config.json; nothing renders before both are there.
  const pageStrings = pageStringsLoaded(languageOfPath(window.location.pathname), window);
  // A server-rendered page carries remotes.json as the server read it; config.json is always fetched
  // (it is the environment's switchboard: canary, captcha, analytics).
  const inlined = readInlinedPage(document);
  const config = await loadRuntimeConfig();
  // The canary indicator below is the first thing rendered in the page's language.
  await pageStrings;
  // The strings arrive as a script: what follows in tasks of its own, not in the task that ran it (issue 24).
  await nextTask(window);
  registerRuntimeConfig(config);
  setRemoteLoadTimeout(config.remoteLoadTimeoutMs);
  reportRemoteUsage(config.failureReportUrl);
  try {
    const manifest = inlined?.manifest ?? (await readRemoteManifest(config.manifestUrl));
    const { remotes, canary } = visitorRemotes(manifest, config.canaryEnabled);
    registerLiveRemotes(remotes);
    setLiveBlockTable(remotes);
    if (canary) showCanaryIndicator(canary);
  } catch (error) {
    // Without a manifest no block can load, but the shell, its menus and pages still render.
    console.error('remote manifest unavailable', error);
  }
  registerSiteContentClient(
    createContentClient({
      baseUrl: config.contentApiBase,
      currentPath: () => window.location.pathname,
      navigate: navigateTo,
    }),
  );
  registerBlockHost(BlockHost, fetchRemoteBlockCode);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (!inlined) {
    createRoot(root).render(<SiteApp Router={BrowserRouter} prerendered={{ path: '', blocks: new Map() }} />);
    return;
  }
  await nextTask(window);
  // The server rendered this page: start from its data and hydrate the same tree, fetching nothing again.
  pageHydrated(inlined.page);
  menusHydrated({ menus: inlined.menus, menusFor: inlined.menusFor });
  noticeHydrated({ notice: inlined.notice ?? null, closed: inlined.noticeClosed ?? false });
  notificationsHydrated(inlined.proposals ?? []);
  // Each block the server rendered hydrates on its own once its remote arrives (islands/): the shell
  // does not wait for any remote.
  const prerendered = new Map(Object.entries(inlined.blocks).map(([id, block]) => [id, { data: block.data, static: block.static }]));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a default-priority hydration is not time-sliced).
  startTransition(() => {
    hydrateRoot(root, <SiteApp Router={BrowserRouter} prerendered={{ path: inlined.page.path, blocks: prerendered }} />, {
      onRecoverableError: (error) => console.error('hydration: the browser re-rendered part of the page', error),
    });
  });
}

void start();
