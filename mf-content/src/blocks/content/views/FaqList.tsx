import { AccordionList, CmsHtml } from '@bank/shared-kit';
import type { ItemHeadingLevel } from '../../../components/ItemHeading';
import type { ListItem } from '../list-item';

/** FAQ nodes as an accordion: the question opens its answer. */
export function FaqList({ items, headingLevel }: { items: ListItem[]; headingLevel: ItemHeadingLevel }) {
  return (
    <AccordionList headingLevel={headingLevel} entries={items.map((item) => ({ key: item.id, title: item.title, panel: <CmsHtml html={item.html} /> }))} />
  );
}
