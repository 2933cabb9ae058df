import { slidesOf } from './slides';

describe('carousel slides from field_slider', () => {
  it('keep entries with an image, alt text falling back to the title', () => {
    expect(
      slidesOf([
        { id: 'a', title: 'Ремонт', image: { url: 'data:image/svg+xml,a' } },
        { id: 'b', title: 'Без картинки' },
      ]),
    ).toEqual([{ id: 'a', title: 'Ремонт', image: { url: 'data:image/svg+xml,a', alt: 'Ремонт' } }]);
  });

  it('are none when the field is missing (the no-image mode)', () => {
    expect(slidesOf(undefined)).toEqual([]);
  });
});
