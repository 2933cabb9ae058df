import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('opens one item at a time: opening another closes the first, a second click closes it', async () => {
    const user = userEvent.setup();
    await renderBlock(accordionAndFiles, 'accordion_and_files', attributes);
    const opening = screen.getByRole('button', { name: 'Відкриття рахунку' });
    const tariffs = screen.getByRole('button', { name: 'Тарифи' });
    await user.click(opening);
    expect(opening).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Відкриття рахунку' })).toBeVisible();
    await user.click(tariffs);
    expect(tariffs).toHaveAttribute('aria-expanded', 'true');
    expect(opening).toHaveAttribute('aria-expanded', 'false');
    await user.click(tariffs);
    expect(tariffs).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between the headers with the arrow keys and opens with Enter', async () => {
    const user = userEvent.setup();
    await renderBlock(accordionAndFiles, 'accordion_and_files', attributes);
    screen.getByRole('button', { name: 'Закриття рахунку' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Відкриття рахунку' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Відкриття рахунку' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("an item's documents are download links in its panel; a file without an address is left out", async () => {
    const user = userEvent.setup();
    await renderBlock(accordionAndFiles, 'accordion_and_files', attributes);
    await user.click(screen.getByRole('button', { name: 'Тарифи' }));
    const panel = screen.getByRole('region', { name: 'Тарифи' });
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
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
