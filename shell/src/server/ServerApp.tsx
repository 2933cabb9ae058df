import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import { StaticRouter } from 'react-router';
import { useRoutes } from 'react-router-dom';
import { siteRoutes } from '../routes/site-routes';
import { PrerenderedBlocksProvider, type PrerenderedBlocks } from '../page/prerendered-blocks';
import { LiveMarker } from '../page/LiveMarker';

function SiteRoutes() {
  return useRoutes(siteRoutes);
}

interface Props {
  location: string;
  scope: Scope;
  prerendered: PrerenderedBlocks;
}

/** The same routes and components as the browser, with this request's state in its own effector scope. */
export function ServerApp({ location, scope, prerendered }: Props) {
  return (
    <Provider value={scope}>
      <PrerenderedBlocksProvider value={prerendered}>
        <StaticRouter location={location}>
          <SiteRoutes />
        </StaticRouter>
        <LiveMarker />
      </PrerenderedBlocksProvider>
    </Provider>
  );
}
