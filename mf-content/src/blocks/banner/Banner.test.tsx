import { screen } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { Banner } from './Banner';
import { loadBanner } from './load-banner';

const banner = { Component: Banner, load: loadBanner };

describe('banner block (the hero)', () => {
  it('shows the offer, its call to action and its picture, which loads first as the page’s largest paint', async () => {
    const { container } = await renderBlock(banner, 'baner', {
      field_block_title: 'Кешбек до 10%',
      field_tekst_bannera: '<p>Оформіть онлайн.</p>',
      field_picture: { url: '/files/illustrations/card.jpg', width: 960, height: 600, meta: { alt: 'Картка з кешбеком' } },
      field_link: { uri: 'internal:/cards/debit', title: 'Оформити картку' },
    });
    expect(screen.getByRole('heading', { name: 'Кешбек до 10%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформити картку' })).toHaveAttribute('href', '/uk/cards/debit');
    const picture = screen.getByRole('img', { name: 'Картка з кешбеком' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '960');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/files/illustrations/card.jpg?q=75&w=320&format=avif 320w'),
    );
  });
});
