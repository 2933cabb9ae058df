import type { BlockProps } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import { contactHref, contactKind } from './contact-kind';
import type { ContactBlockLongData } from './load-contact-block-long';
import styles from './contacts.module.css';

/** Contacts: each value becomes a mailto link, a tel link or plain text. */
export function ContactBlockLong({ data }: BlockProps<ContactBlockLongData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <dl className={styles.contacts}>
        {data.entries.map((entry) => {
          const href = contactHref(entry.value, contactKind(entry.value));
          return (
            <div key={`${entry.label}-${entry.value}`} className={styles.entry}>
              <dt className={styles.label}>{entry.label}</dt>
              <dd className={styles.value}>{href ? <a href={href}>{entry.value}</a> : entry.value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
