import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import styles from './basic.module.css';

export interface BasicData {
  title: string | null;
  html: string;
}

/** A block of rich text from the content system. */
export function Basic({ data }: BlockProps<BasicData>) {
  return (
    <section className={styles.basic}>
      {data.title && <h2 className={styles.title}>{data.title}</h2>}
      <CmsHtml html={data.html} className={styles.body} />
    </section>
  );
}
