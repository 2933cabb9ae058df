import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { Configs } from './Configs';
import { loadConfigs } from './load-configs';

const configs = { Component: Configs, load: loadConfigs };
const items = ['Інтернет-банкінг', 'Зарплатний проєкт', 'Еквайринг', 'Інкасація'].map((title) => ({
  field_title: title,
  field_description: { processed: `<p>${title}: умови</p>` },
}));

describe('configs block', () => {
  // Swiper is imported in an effect; in jsdom it does not load and the slides stay a scrollable row.
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no media queries: the carousel asks whether the visitor wants reduced motion.
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.restoreAllMocks());

  it('with field_slider on, the items are slides of a carousel with previous and next controls', async () => {
    await renderBlock(configs, 'configs', { field_block_title: 'Послуги для бізнесу', field_slider: true, field_list_item: items });
    const carousel = screen.getByRole('group', { name: 'Послуги для бізнесу' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'карусель');
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(items.map((item) => item.field_title));
    expect(screen.getByRole('button', { name: 'Попередній слайд' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Наступний слайд' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([['1'], [1], ['true']])('field_slider %p as some exports send it also means a slider', async (flag) => {
    await renderBlock(configs, 'configs', { field_block_title: 'Послуги', field_slider: flag, field_list_item: items });
    expect(screen.getByRole('group', { name: 'Послуги' })).toHaveAttribute('aria-roledescription', 'карусель');
  });

  it.each([[false], ['0'], [undefined]])('with field_slider %p the items are a plain list of cards, no carousel', async (flag) => {
    await renderBlock(configs, 'configs', { field_block_title: 'Як оформити кредит', field_slider: flag, field_list_item: items });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Наступний слайд' })).not.toBeInTheDocument();
  });

  it('an untitled slider is still named for screen readers', async () => {
    await renderBlock(configs, 'configs', { field_slider: true, field_list_item: items }, 'ru');
    expect(screen.getByRole('group', { name: 'Слайды' })).toBeInTheDocument();
  });

  it('without a title of its own, the cards are titled one level below the page h1 (h2), as a slider or a grid', async () => {
    for (const slider of [true, false]) {
      const { unmount } = await renderBlock(configs, 'configs', { field_slider: slider, field_list_item: items });
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.field_title));
      expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('a block without items renders nothing', async () => {
    const { container } = await renderBlock(configs, 'configs', { field_block_title: 'Порожньо', field_slider: true, field_list_item: [{ field_title: '' }] });
    expect(container).toBeEmptyDOMElement();
  });
});
