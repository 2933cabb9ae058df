import { headingFields, imageField, linkField } from './cms-fields';

describe('CMS field readers', () => {
  it('read internal, anchor and outside links', () => {
    expect(linkField({ uri: 'internal:/products/cards', title: 'Обрати' }, 'uk')).toEqual({ kind: 'internal', title: 'Обрати', href: '/uk/products/cards' });
    expect(linkField({ uri: '#conditions', title: 'Умови' }, 'uk')).toEqual({ kind: 'anchor', title: 'Умови', href: '#conditions' });
    expect(linkField({ uri: 'https://edu.bank.example', title: 'Заявка' }, 'uk')).toEqual({
      kind: 'external',
      title: 'Заявка',
      href: 'https://edu.bank.example',
    });
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'])('make no link of %j', (uri) =>
    expect(linkField({ uri, title: 'x' }, 'uk')).toBeNull(),
  );

  it('keep inline images and drop script URLs as images', () => {
    expect(imageField({ url: 'data:image/svg+xml,%3Csvg%3E' })).toMatchObject({ url: 'data:image/svg+xml,%3Csvg%3E' });
    expect(imageField({ url: 'javascript:alert(1)' })).toBeNull();
  });

  it('read a heading and its rich text, from body or the field a block type names', () => {
    const attributes = { field_block_title: 'Гарантії', body: { processed: '<p>Для тендерів</p>' }, field_tekst_bannera: '<p>До 30 %</p>' };
    expect(headingFields(attributes)).toEqual({ title: 'Гарантії', html: '<p>Для тендерів</p>' });
    expect(headingFields(attributes, 'field_tekst_bannera')).toEqual({ title: 'Гарантії', html: '<p>До 30 %</p>' });
    expect(headingFields({ field_block_title: '  ' })).toEqual({ title: null, html: '' });
  });
});
