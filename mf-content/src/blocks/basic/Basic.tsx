import { CmsHtml, ShowMore, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import styles from './basic.module.css';

export interface BasicData {
  title: string | null;
  html: string;
  /** field_show_more: the rest of the text, behind a Show more button. */
  moreHtml: string;
}

/** A block of rich text from the content system, optionally with more of it behind Show more. */
export function Basic({ context, data }: BlockProps<BasicData>) {
  const t = translator(context.language);
  return (
    <section className={styles.basic}>
      {data.title && <h2 className={styles.title}>{data.title}</h2>}
      <CmsHtml html={data.html} className={styles.body} />
      {data.moreHtml && (
        <ShowMore showLabel={t('showMore')} hideLabel={t('showLess')}>
          <CmsHtml html={data.moreHtml} className={styles.body} />
        </ShowMore>
      )}
    </section>
  );
}
