/** One slide of a calculator carousel, from the block's field_slider. */
export interface Slide {
  id: string;
  title: string;
  image: { url: string; alt: string; width?: number; height?: number };
}

interface SlideAttribute {
  id?: string;
  title?: string;
  image?: { url?: string; alt?: string; width?: number; height?: number };
}

/** The slides with an image; an entry without one is left out. */
export function slidesOf(field: unknown): Slide[] {
  if (!Array.isArray(field)) return [];
  return (field as SlideAttribute[]).flatMap((entry, index) =>
    entry?.image?.url
      ? [
          {
            id: entry.id ?? String(index),
            title: entry.title ?? '',
            image: { ...entry.image, url: entry.image.url, alt: entry.image.alt ?? entry.title ?? '' },
          },
        ]
      : [],
  );
}
