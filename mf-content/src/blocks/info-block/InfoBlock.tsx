import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
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
            {item.image && <img className={shared.cardImage} src={item.image.url} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" />}
            <h3 className={shared.cardTitle}>{item.title}</h3>
            <CmsHtml html={item.html} />
            {item.link && <CmsLinkView link={item.link} language={context.language} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
