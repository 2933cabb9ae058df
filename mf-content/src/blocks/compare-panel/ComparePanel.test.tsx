import { startTransition } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import type { ProductCard } from '../../products/product-card';
import { compareRestoreFx } from '../../stores/compare-model';
import { ComparePanel } from './ComparePanel';

const card: ProductCard = {
  id: 'cash',
  title: 'Кредит готівкою',
  subtitle: null,
  action: null,
  description: [],
  canCompare: true,
  tags: [],
  list: [],
  link: null,
};
const block: CmsBlock = { id: 'compare-1', type: 'compare_panel', attributes: {} };
const context: BlockContext = { language: 'uk', audience: 'individuals', path: '/uk/products' };
const panel = <ComparePanel block={block} context={context} data={{ title: null }} />;

describe('compare panel', () => {
  it('hydrates over the server HTML when another block already read the chosen products from the device', async () => {
    // The server knows nothing of the device: it renders the panel with none chosen.
    const place = document.createElement('div');
    place.innerHTML = renderToString(panel);
    document.body.append(place);
    window.localStorage.setItem('bank.compare', JSON.stringify([card]));
    // A product card block hydrated first and read the list from the device.
    await compareRestoreFx();

    const recovered: unknown[] = [];
    await act(async () => {
      // As the shell's islands hydrate a block: in a transition.
      startTransition(() => {
        hydrateRoot(place, panel, { onRecoverableError: (error) => recovered.push(error) });
      });
    });

    expect(recovered).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Обрано 1 з 3');
    expect(screen.getByRole('button', { name: 'Прибрати Кредит готівкою з порівняння' })).toBeInTheDocument();
  });
});
