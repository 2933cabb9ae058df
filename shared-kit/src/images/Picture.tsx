import { preload } from 'react-dom';
import { IMAGE_WIDTHS } from '../site/constants';
import { imageSrcSet, imageUrl, isOptimisableImage, type ImageFormat } from './image-url';

export interface PictureImage {
  url: string;
  /** What the picture says; '' for a decorative one, which screen readers skip. */
  alt: string;
  width?: number;
  height?: number;
}

interface PictureProps {
  image: PictureImage;
  /** The width the picture takes at each viewport (srcset `sizes`), so the browser asks for no more pixels than it shows. */
  sizes: string;
  /**
   * The page's largest paint (a hero): loaded at once with high priority and preloaded from the head of
   * the server's page (the shell lifts the preload React writes). Every other picture waits until it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

// The wrapper takes no box: the image keeps its place and its styles in each block's layout. Inline, not in a
// stylesheet: shared-kit's styles reach the page with a remote's code, after the server's HTML has been laid
// out, and the picture would move then (a layout shift of the hero).
const WRAPPER_STYLE = { display: 'contents' } as const;

/** The name the hero's paint is reported under (Element Timing's identifier). */
const HERO_ELEMENT_TIMING = 'hero';

const AVIF = { format: 'avif', type: 'image/avif' } as const;
const WEBP = { format: 'webp', type: 'image/webp' } as const;
// Smallest first: the browser takes the first source whose type it decodes, the <img> (the file's own format) otherwise.
const SOURCE_FORMATS: ReadonlyArray<{ format: ImageFormat; type: string }> = [AVIF, WEBP];

/** The widths worth asking for: those narrower than the picture, and the picture's own (all when it is unknown). */
export function pictureWidths(width: number | undefined): number[] {
  if (!width) return [...IMAGE_WIDTHS];
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width];
}

/**
 * A CMS picture as the best sites serve one: AVIF and WebP variants with a fallback in `srcset` and `sizes`,
 * width and height reserving its place before it loads (no layout shift), lazy unless it is the page's
 * largest paint. A file the optimiser may not touch (gif, Cyrillic name, data: URL) is one plain image.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? undefined : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    // Element Timing: the browser reports when the hero is painted, which the shell waits for before it asks for its
    // scripts (shell/src/page/priority-image.ts). Not in React's types, a standard attribute all the same.
    ...((priority ? { elementtiming: HERO_ELEMENT_TIMING } : {}) as Record<string, string>),
  };
  if (!isOptimisableImage(imageUrl(image.url))) {
    return <img className={className} src={imageUrl(image.url)} alt={image.alt} width={image.width} height={image.height} {...loading} />;
  }
  const widths = pictureWidths(image.width);
  const fallbackWidth = widths.find((width) => width >= 640) ?? widths[widths.length - 1];
  if (priority) {
    // The source the browsers that preload pick; one without AVIF skips a preload of a type it cannot decode.
    preload(imageUrl(image.url, fallbackWidth, AVIF.format), {
      as: 'image',
      type: AVIF.type,
      imageSrcSet: imageSrcSet(image.url, widths, AVIF.format),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture style={WRAPPER_STYLE}>
      {SOURCE_FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={imageSrcSet(image.url, widths, format)} sizes={sizes} />
      ))}
      <img
        className={className}
        src={imageUrl(image.url, fallbackWidth)}
        srcSet={imageSrcSet(image.url, widths)}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        {...loading}
      />
    </picture>
  );
}
