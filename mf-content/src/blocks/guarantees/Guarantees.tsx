import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import shared from '../../components/blocks.module.css';
import type { GuaranteesData } from './load-guarantees';
import styles from './guarantees.module.css';

/** Bank guarantees: what they are, the kinds the bank issues with their terms, and where to apply. */
export function Guarantees({ context, data }: BlockProps<GuaranteesData>) {
  if (data.kinds.length === 0 && !data.html) return null;
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CmsHtml html={data.html} />
      {data.kinds.length > 0 && (
        <dl className={styles.kinds}>
          {data.kinds.map((kind) => (
            <div key={kind.title} className={styles.kind}>
              <dt className={styles.kindTitle}>{kind.title}</dt>
              <dd className={styles.kindText}>
                <CmsHtml html={kind.html} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {data.link && (
        <p className={shared.action}>
          <CmsLinkView link={data.link} language={context.language} className={`bank-primary-button ${shared.button}`} />
        </p>
      )}
    </section>
  );
}
