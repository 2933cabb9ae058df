import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import { StaticRouter } from 'react-router';
import { SiteApp } from '../routes/SiteApp';
import type { PrerenderedBlocks } from '../page/prerendered-blocks';
import { IslandRendererProvider } from '../islands/island-renderer';
import type { IslandBlock } from '../islands/island-content';

interface Props {
  location: string;
  scope: Scope;
  prerendered: PrerenderedBlocks;
  /** Marks each server-rendered block's place; the block is rendered apart (server-islands.tsx). */
  Island: ComponentType<IslandBlock>;
}

/** The browser's app, with this request's state in its own effector scope. */
export function ServerApp({ location, scope, prerendered, Island }: Props) {
  const AtLocation = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return (
    <Provider value={scope}>
      <IslandRendererProvider value={Island}>
        <SiteApp Router={AtLocation} prerendered={prerendered} />
      </IslandRendererProvider>
    </Provider>
  );
}
