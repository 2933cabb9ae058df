import type { ReactNode } from 'react';

/**
 * The level of the titles of a block's items. Under the block's own h2 they are h3; a block without a
 * title sits right under the page's h1, so they are h2: a screen reader's list of headings skips no level.
 */
export type ItemHeadingLevel = 2 | 3;

export const itemHeadingLevel = (blockHasTitle: boolean): ItemHeadingLevel => (blockHasTitle ? 3 : 2);

export function ItemHeading({ level, className, children }: { level: ItemHeadingLevel; className?: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={className}>{children}</Heading>;
}
