import { CmsHtml, Picture, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import shared from '../../components/blocks.module.css';
import type { NewBannerLandingData } from './load-new-banner-landing';
import hero from '../../components/hero.module.css';
import styles from './new-banner-landing.module.css';

/** The landing banner: picture, title, subtitle, rich text and anchor or external (nofollow) buttons. A hero: its picture is the page's largest paint. */
export function NewBannerLanding({ context, data }: BlockProps<NewBannerLandingData>) {
  return (
    <section className={`${hero.split} ${styles.landing}`}>
      <div className={hero.text}>
        {data.title && <h2 className={hero.title}>{data.title}</h2>}
        {data.subtitle && <p className={hero.subtitle}>{data.subtitle}</p>}
        <CmsHtml html={data.html} />
        {data.buttons.length > 0 && (
          <div className={styles.buttons}>
            {data.buttons.map((button, index) => (
              <CmsLinkView
                key={button.href}
                link={button}
                language={context.language}
                nofollow
                className={`${index === 0 ? 'bank-primary-button' : 'bank-secondary-button'} ${shared.button}`}
              />
            ))}
          </div>
        )}
      </div>
      {data.picture && <Picture className={hero.picture} image={data.picture} sizes="(max-width: 768px) 100vw, 50vw" priority />}
    </section>
  );
}
