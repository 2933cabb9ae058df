import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { Basic } from './Basic';
import { loadBasic } from './load-basic';

const context = { language: 'ru', audience: 'individuals', path: '/ru/blocks-showcase' } as unknown as BlockContext;

async function renderBasic(attributes: CmsBlock['attributes']) {
  const block: CmsBlock = { id: 'b', type: 'basic', attributes };
  return render(<Basic block={block} context={context} data={await loadBasic(block)} />);
}

describe('basic block with show more', () => {
  it('keeps field_show_more hidden until Show more, and Show less hides it again', async () => {
    const user = userEvent.setup();
    await renderBasic({
      field_block_title: 'О банке',
      body: { processed: '<p>Банк работает с 1992 года.</p>' },
      field_show_more: { processed: '<p>Сегодня у банка 120 отделений.</p>' },
    });
    expect(screen.getByText('Банк работает с 1992 года.')).toBeVisible();
    expect(screen.getByText('Сегодня у банка 120 отделений.')).not.toBeVisible();
    const toggle = screen.getByText('Показать больше').closest('summary') as HTMLElement;
    expect(toggle).toHaveTextContent('Свернуть');
    await user.click(toggle);
    expect(screen.getByText('Сегодня у банка 120 отделений.')).toBeVisible();
    await user.click(toggle);
    expect(screen.getByText('Сегодня у банка 120 отделений.')).not.toBeVisible();
  });

  it('has no Show more without field_show_more', async () => {
    const { container } = await renderBasic({ body: { processed: '<p>Короткий текст.</p>' } });
    expect(container.querySelector('details')).not.toBeInTheDocument();
  });
});
