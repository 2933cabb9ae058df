import { CmsHtml, Picture, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import shared from '../../components/blocks.module.css';
import type { BannerData } from './load-banner';
import hero from '../../components/hero.module.css';
import styles from './banner.module.css';

/** The page banner: picture, title, subtitle, banner text and a call to action. A hero: its picture is the page's largest paint. */
// Full width on phones and tablets (the picture above the text), at most 420 px beside it on wider screens.
const HERO_PICTURE_SIZES = '(max-width: 768px) 100vw, 420px';

export function Banner({ context, data }: BlockProps<BannerData>) {
  return (
    <section className={styles.banner}>
      <div className={hero.text}>
        {data.title && <h2 className={styles.title}>{data.title}</h2>}
        {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
        <CmsHtml html={data.html} />
        {data.link && <CmsLinkView link={data.link} language={context.language} className={`bank-primary-button ${shared.button}`} />}
      </div>
      {data.picture && <Picture className={styles.picture} image={data.picture} sizes={HERO_PICTURE_SIZES} priority />}
    </section>
  );
}
