import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { TableTextMultiple } from './TableTextMultiple';
import { loadTableTextMultiple } from './load-table-text-multiple';

const tableTextMultiple = { Component: TableTextMultiple, load: loadTableTextMultiple };
const table = (rows: string[][]) => `<table><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

describe('blok_tablica_tekst_maltipl block', () => {
  it('shows each section with its heading, text and own table, in CMS order', async () => {
    await renderBlock(tableTextMultiple, 'blok_tablica_tekst_maltipl', {
      field_block_title: 'Тарифи для ФОП',
      body: { processed: '<p>Діють з 1 січня.</p>' },
      field_list_item: [
        {
          field_title: 'Розрахункове обслуговування',
          field_description: '<p>Платежі в межах банку безкоштовні.</p>',
          field_table: { processed: table([['Платіж в інший банк', '5 грн']]) },
        },
        { field_title: 'Валютні операції', field_description: '<p>За курсом банку.</p>', field_table: table([['SWIFT-переказ', '25 USD']]) },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Тарифи для ФОП' })).toBeInTheDocument();
    expect(screen.getByText('Діють з 1 січня.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Розрахункове обслуговування', 'Валютні операції']);
    const [first, second] = screen.getAllByRole('table');
    expect(within(first!).getByRole('cell', { name: '5 грн' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: '25 USD' })).toBeInTheDocument();
    expect(screen.getByText('За курсом банку.')).toBeInTheDocument();
  });

  it('leaves out a section with neither text nor table, and keeps a table-only section', async () => {
    await renderBlock(tableTextMultiple, 'blok_tablica_tekst_maltipl', {
      field_list_item: [{ field_title: 'Порожній розділ' }, { field_table: table([['Інкасація', '0,3%']]) }],
    });
    expect(screen.queryByText('Порожній розділ')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0,3%' })).toBeInTheDocument();
  });

  it('a table from the CMS is sanitised: a script or event handler in it does not survive', async () => {
    const { container } = await renderBlock(tableTextMultiple, 'blok_tablica_tekst_maltipl', {
      field_list_item: [{ field_table: '<table><tbody><tr><td onclick="alert(1)">1%</td></tr></tbody></table><script>alert(2)</script>' }],
    });
    expect(screen.getByRole('cell', { name: '1%' })).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders nothing without sections or text', async () => {
    const { container } = await renderBlock(tableTextMultiple, 'blok_tablica_tekst_maltipl', { field_block_title: 'Тарифи', field_list_item: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
