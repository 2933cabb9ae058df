import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { Lending } from './Lending';
import { loadLending } from './load-lending';

const lending = { Component: Lending, load: loadLending };

describe('lending block', () => {
  it('shows the key figures with their labels, and the call to action as an in-site link', async () => {
    await renderBlock(lending, 'lending', {
      field_block_title: 'Картка «Драйв»',
      field_subtitle: 'Пальне дешевше',
      body: { processed: '<p>Оформіть онлайн.</p>' },
      field_advantages: [
        { first: 'Кешбек 5%', second: 'на АЗС' },
        { first: '0 грн', second: 'за обслуговування' },
        { first: '', second: 'без значення' },
      ],
      field_link: { uri: 'internal:/products/cards', title: 'Замовити картку' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Картка «Драйв»' })).toBeInTheDocument();
    expect(screen.getByText('Пальне дешевше')).toBeInTheDocument();
    const figures = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual(['Кешбек 5% на АЗС', '0 грн за обслуговування']);
    expect(screen.getByRole('link', { name: 'Замовити картку' })).toHaveAttribute('href', '/uk/products/cards');
  });

  it('the picture keeps the alternative text from the CMS', async () => {
    await renderBlock(lending, 'lending', { field_block_title: 'Драйв', field_picture: { url: '/drive.svg', meta: { alt: 'Картка «Драйв»' } } });
    expect(screen.getByRole('img', { name: 'Картка «Драйв»' })).toHaveAttribute('src', '/drive.svg');
  });

  it('renders nothing without a title, text or figures', async () => {
    const { container } = await renderBlock(lending, 'lending', { field_advantages: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
