import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { AccordionAndFiles } from './AccordionAndFiles';
import { loadAccordionAndFiles } from './load-accordion-and-files';

const accordionAndFiles = { Component: AccordionAndFiles, load: loadAccordionAndFiles };
const attributes = {
  field_block_title: 'Умови обслуговування рахунків',
  field_list_item: [
    {
      field_title: 'Відкриття рахунку',
      field_description: { processed: '<p>За паспортом і кодом.</p>' },
      field_files: [{ filename: 'Договір.pdf', url: '/files/agreement.pdf' }],
    },
    {
      field_title: 'Тарифи',
      field_description: '<p>0 грн на місяць.</p>',
      field_files: [{ filename: 'Тарифи 2026.pdf', url: '/files/tariffs-2026.pdf' }, { filename: 'Без адреси.pdf' }],
    },
    { field_title: 'Закриття рахунку', field_description: '<p>Заява в застосунку.</p>' },
    { field_description: '<p>Без заголовка</p>' },
  ],
  field_files: [{ filename: 'Публічна пропозиція.pdf', url: '/files/public-offer.pdf' }],
};

describe('accordion_and_files block', () => {
  it('each titled item is a disclosure of one group (the browser keeps one open), in CMS order, holding its text', async () => {
    await renderBlock(accordionAndFiles, 'accordion_and_files', attributes);
    const items = [...document.querySelectorAll('details')];
    expect(items.map((item) => item?.querySelector('summary')?.textContent)).toEqual(['Відкриття рахунку', 'Тарифи', 'Закриття рахунку']);
    expect(new Set(items.map((item) => item?.getAttribute('name'))).size).toBe(1);
    expect(items[0]).toContainElement(screen.getByText('За паспортом і кодом.'));
  });

  it("an item's documents are download links in its panel; a file without an address is left out", async () => {
    await renderBlock(accordionAndFiles, 'accordion_and_files', attributes);
    const panel = screen.getByRole('heading', { name: 'Тарифи' }).closest('details') as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Завантажити Тарифи 2026.pdf');
    expect(links[0]).toHaveAttribute('href', '/files/tariffs-2026.pdf');
    expect(links[0]).toHaveAttribute('download');
  });

  it("the block's own documents follow the accordion under 'Documents'; an untitled item is dropped", async () => {
    await renderBlock(accordionAndFiles, 'accordion_and_files', attributes, 'ru');
    expect(screen.getByRole('heading', { level: 3, name: 'Документы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать Публічна пропозиція.pdf' })).toHaveAttribute('href', '/files/public-offer.pdf');
    expect(document.querySelectorAll('summary')).toHaveLength(3);
  });
});
