import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { ContactBlockData } from './load-contact-block';

/** Contact cards: a heading and its CMS text (addresses, hours, phones). */
export function ContactBlock({ data }: BlockProps<ContactBlockData>) {
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <ul className={shared.cards}>
        {data.items.map((item) => (
          <li key={item.title} className={shared.card}>
            <ItemHeading level={headingLevel} className={shared.cardTitle}>
              {item.title}
            </ItemHeading>
            <CmsHtml html={item.html} />
          </li>
        ))}
      </ul>
    </section>
  );
}
