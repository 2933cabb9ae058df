import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import shared from '../../components/blocks.module.css';
import type { BannerData } from './load-banner';
import styles from './banner.module.css';

/** The page banner: picture, title, subtitle, banner text and a call to action. */
export function Banner({ context, data }: BlockProps<BannerData>) {
  return (
    <section className={styles.banner}>
      <div className={styles.text}>
        {data.title && <h2 className={styles.title}>{data.title}</h2>}
        {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
        <CmsHtml html={data.html} />
        {data.link && <CmsLinkView link={data.link} language={context.language} className={`${shared.button} ${shared.primary}`} />}
      </div>
      {data.picture && <img className={styles.picture} src={data.picture.url} alt={data.picture.alt} width={data.picture.width} height={data.picture.height} />}
    </section>
  );
}
