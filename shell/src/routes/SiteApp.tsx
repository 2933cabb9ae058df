import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { languageOfPath, registerSiteNavigation } from '@bank/shared-kit';
import { siteRoutes } from './site-routes';
import { usePageStrings } from './use-page-strings';
import { PrerenderedBlocksProvider, type PrerenderedBlocks } from '../page/prerendered-blocks';
import { LiveMarker } from '../page/LiveMarker';

function SiteRoutes() {
  // A page renders once the UI strings of its language are there (a browser loads one language at a time).
  usePageStrings(languageOfPath(useLocation().pathname));
  return useRoutes(siteRoutes);
}

/** Blocks navigate through shared-kit (they run outside this router); this hands them the router's navigate. */
function SiteNavigation() {
  const navigate = useNavigate();
  useEffect(() => registerSiteNavigation((path) => void navigate(path)), [navigate]);
  return null;
}

interface Props {
  /** StaticRouter on the server, BrowserRouter in the browser: the same shape, so useId agrees on both sides. */
  Router: ComponentType<{ children: ReactNode }>;
  prerendered: PrerenderedBlocks;
}

/** The whole app, identical on the server and in the browser, which hydration requires. */
export function SiteApp({ Router, prerendered }: Props) {
  return (
    <PrerenderedBlocksProvider value={prerendered}>
      <Router>
        <SiteNavigation />
        <SiteRoutes />
      </Router>
      <LiveMarker />
    </PrerenderedBlocksProvider>
  );
}
