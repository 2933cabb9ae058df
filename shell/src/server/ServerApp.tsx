import type { ReactNode } from 'react';
import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import { StaticRouter } from 'react-router';
import { SiteApp } from '../routes/SiteApp';
import type { PrerenderedBlocks } from '../page/prerendered-blocks';

interface Props {
  location: string;
  scope: Scope;
  prerendered: PrerenderedBlocks;
}

/** The browser's app, with this request's state in its own effector scope. */
export function ServerApp({ location, scope, prerendered }: Props) {
  const AtLocation = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return (
    <Provider value={scope}>
      <SiteApp Router={AtLocation} prerendered={prerendered} />
    </Provider>
  );
}
