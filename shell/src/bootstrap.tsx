import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  createContentClient,
  registerBlockHost,
  registerRuntimeConfig,
  registerSiteContentClient,
  registerSiteNavigation,
} from '@bank/shared-kit';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { liveRemotes, readRemoteManifest } from './federation/remote-manifest';
import { registerLiveRemotes } from './federation/register-remotes';
import { setRemoteLoadTimeout } from './federation/load-exposed-block';
import { BlockHost } from './federation/block-host';
import { siteRoutes } from './routes/site-routes';
import './styles/global.css';

async function start() {
  const config = await loadRuntimeConfig();
  registerRuntimeConfig(config);
  setRemoteLoadTimeout(config.remoteLoadTimeoutMs);
  try {
    registerLiveRemotes(liveRemotes(await readRemoteManifest(config.manifestUrl)));
  } catch (error) {
    // Without a manifest no block can load, but the shell, its menus and pages still render.
    console.error('remote manifest unavailable', error);
  }
  const router = createBrowserRouter(siteRoutes);
  registerSiteContentClient(
    createContentClient({
      baseUrl: config.contentApiBase,
      currentPath: () => window.location.pathname,
      navigate: (path) => void router.navigate(path, { replace: true }),
    }),
  );
  registerBlockHost(BlockHost);
  registerSiteNavigation((path) => void router.navigate(path));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<RouterProvider router={router} />);
}

void start();
