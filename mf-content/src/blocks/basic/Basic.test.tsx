import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { Basic } from './Basic';
import { loadBasic } from './load-basic';
import basicBlock from './basic-block';

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
    const more = screen.getByRole('button', { name: 'Показать больше' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText('Сегодня у банка 120 отделений.')).toBeVisible();
    const less = screen.getByRole('button', { name: 'Свернуть' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Сегодня у банка 120 отделений.')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Показать больше' })).toHaveFocus();
  });

  it('has no Show more button without field_show_more', async () => {
    await renderBasic({ body: { processed: '<p>Короткий текст.</p>' } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('basic block on a server-rendered page', () => {
  const isStatic = async (attributes: CmsBlock['attributes']) => basicBlock.isStatic!(await loadBasic({ id: 'b', type: 'basic', attributes }));

  it('is static (no code in the browser) when it is text alone', async () => {
    expect(await isStatic({ field_block_title: 'О банке', body: { processed: '<p>Банк работает с 1992 года. <a href="/ru/about">Подробнее</a></p>' } })).toBe(true);
  });

  it('is not static with Show more or with slide toggles, which open by script', async () => {
    expect(await isStatic({ body: { processed: '<p>Текст.</p>' }, field_show_more: { processed: '<p>Ещё.</p>' } })).toBe(false);
    expect(await isStatic({ body: { processed: '<div class="slide_toggle"><h3>Вопрос</h3><p>Ответ</p></div>' } })).toBe(false);
  });
});
