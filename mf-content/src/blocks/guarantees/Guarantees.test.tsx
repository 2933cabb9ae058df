import { screen } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { Guarantees } from './Guarantees';
import { loadGuarantees } from './load-guarantees';

const guarantees = { Component: Guarantees, load: loadGuarantees };

describe('guarantees block', () => {
  it('names each kind of guarantee with its terms, and links to where to apply', async () => {
    await renderBlock(
      guarantees,
      'guarantees',
      {
        field_block_title: 'Банківські гарантії',
        body: { processed: '<p>Гарантія банку забезпечує ваші зобов’язання.</p>' },
        field_list_item: [
          { field_title: 'Тендерна гарантія', field_description: { processed: '<p>Від 0,5% річних.</p>' } },
          { field_title: 'Гарантія повернення авансу', field_description: '<p>Повернення передоплати.</p>' },
        ],
        field_link: { uri: 'internal:/business', title: 'Отримати гарантію' },
      },
      'ru',
    );
    expect(screen.getByText('Гарантія банку забезпечує ваші зобов’язання.')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Тендерна гарантія', 'Гарантія повернення авансу']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('Від 0,5% річних.');
    expect(screen.getByRole('link', { name: 'Отримати гарантію' })).toHaveAttribute('href', '/ru/business');
  });

  it('renders nothing without kinds or text', async () => {
    const { container } = await renderBlock(guarantees, 'guarantees', { field_block_title: 'Гарантії', field_list_item: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
