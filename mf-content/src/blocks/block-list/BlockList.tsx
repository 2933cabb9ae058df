import type { BlockProps } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import { CopyButton } from './CopyButton';
import type { BlockListData } from './load-block-list';
import styles from './block-list.module.css';

/** Details to copy (IBAN, EDRPOU...), each with its own copy-to-clipboard button. */
export function BlockList({ context, data }: BlockProps<BlockListData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <dl className={styles.list}>
        {data.items.map((item) => (
          <div key={`${item.label}-${item.value}`} className={styles.row}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              <span>{item.value}</span>
              <CopyButton value={item.value} label={item.label || item.value} language={context.language} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
