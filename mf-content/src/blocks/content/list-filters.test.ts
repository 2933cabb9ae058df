import { chosenFilters, visitorFilters, type FilterChoice } from './list-filters';

describe('filters a visitor chooses on a content list', () => {
  it('FAQ, partners, products and the blog offer their category; career offers city and direction', () => {
    expect(visitorFilters('faq', {})).toEqual([{ param: 'category', field: 'field_faq_category.id', vocabulary: 'faq_category' }]);
    expect(visitorFilters('partners', {})).toEqual([{ param: 'category', field: 'field_partner_category.id', vocabulary: 'partner_category' }]);
    expect(visitorFilters('blog', {})).toEqual([{ param: 'category', field: 'field_blog_category.id', vocabulary: 'blog_category' }]);
    expect(visitorFilters('products', {}).map((filter) => filter.field)).toEqual(['field_products_category.id']);
    expect(visitorFilters('career', {})).toEqual([
      { param: 'city', field: 'field_city.id', vocabulary: 'misto' },
      { param: 'position', field: 'field_position.id', vocabulary: 'position' },
    ]);
    expect(visitorFilters('news', {})).toEqual([]);
  });

  it('a filter the editor fixed on the block is not offered again', () => {
    expect(visitorFilters('products', { 'field_products_category.id': 'family-cards' })).toEqual([]);
    expect(visitorFilters('career', { 'field_city.id': 'city-kyiv' }).map((filter) => filter.param)).toEqual(['position']);
  });

  it('the address chooses only terms the filter offers', () => {
    const choices: FilterChoice[] = [
      { param: 'category', field: 'field_faq_category.id', vocabulary: 'faq_category', terms: [{ id: 'faq-cards', name: 'Картки' }] },
    ];
    expect(chosenFilters(choices, { category: 'faq-cards' })).toEqual({ 'field_faq_category.id': 'faq-cards' });
    expect(chosenFilters(choices, { category: 'deleted-term' })).toEqual({});
    expect(chosenFilters(choices, { category: null })).toEqual({});
  });
});
