import { CmsHtml } from '@bank/shared-kit';
import { AccordionList } from '../../../components/AccordionList';
import type { ListItem } from '../list-item';

/** FAQ nodes as an accordion: the question opens its answer. */
export function FaqList({ items }: { items: ListItem[] }) {
  return <AccordionList entries={items.map((item) => ({ key: item.id, title: item.title, panel: <CmsHtml html={item.html} /> }))} />;
}
