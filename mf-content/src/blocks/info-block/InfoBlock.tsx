import type { BlockProps } from '@bank/shared-kit';
import { ItemCard } from '../../components/ItemCard';
import shared from '../../components/blocks.module.css';
import type { InfoBlockData } from './load-info-block';

/** Info cards: title, text, optional picture and link. */
export function InfoBlock({ context, data }: BlockProps<InfoBlockData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <ul className={shared.cards}>
        {data.items.map((item) => (
          <li key={item.title} className={shared.card}>
            <ItemCard item={item} language={context.language} />
          </li>
        ))}
      </ul>
    </section>
  );
}
