import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import type { ContactBlockData } from './load-contact-block';

/** Contact cards: a heading and its CMS text (addresses, hours, phones). */
export function ContactBlock({ data }: BlockProps<ContactBlockData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <ul className={shared.cards}>
        {data.items.map((item) => (
          <li key={item.title} className={shared.card}>
            <h3 className={shared.cardTitle}>{item.title}</h3>
            <CmsHtml html={item.html} />
          </li>
        ))}
      </ul>
    </section>
  );
}
