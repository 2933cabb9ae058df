import { CmsHtml, Picture, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import shared from '../../components/blocks.module.css';
import type { LendingData } from './load-lending';
import hero from '../../components/hero.module.css';
import styles from './lending.module.css';

/** A product landing hero: title, subtitle, text, key figures, a call to action and a picture. */
export function Lending({ context, data }: BlockProps<LendingData>) {
  if (!data.title && !data.html && data.advantages.length === 0) return null;
  return (
    <section className={`${hero.split} ${styles.lending}`}>
      <div className={hero.text}>
        {data.title && <h2 className={hero.title}>{data.title}</h2>}
        {data.subtitle && <p className={`${hero.subtitle} ${styles.subtitle}`}>{data.subtitle}</p>}
        <CmsHtml html={data.html} />
        {data.advantages.length > 0 && (
          <ul className={styles.advantages}>
            {data.advantages.map((advantage, index) => (
              <li key={index} className={styles.advantage}>
                <strong className={styles.figure}>{advantage.figure}</strong> <span>{advantage.label}</span>
              </li>
            ))}
          </ul>
        )}
        {data.link && <CmsLinkView link={data.link} language={context.language} className={`bank-primary-button ${shared.button}`} />}
      </div>
      {data.picture && <Picture className={hero.picture} image={data.picture} sizes="(max-width: 768px) 100vw, 50vw" />}
    </section>
  );
}
