import type { BlockProps } from '@bank/shared-kit';
import { CardGrid } from '../../components/CardGrid';
import { itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { InfoBlockData } from './load-info-block';

/** Info cards: title, text, optional picture and link. */
export function InfoBlock({ context, data }: BlockProps<InfoBlockData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CardGrid items={data.items} headingLevel={itemHeadingLevel(Boolean(data.title))} language={context.language} />
    </section>
  );
}
