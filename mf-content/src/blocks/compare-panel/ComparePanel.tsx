import { useId, useState } from 'react';
import { X } from 'lucide';
import { Icon, COMPARE_MAX, ModalDialog, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { compareRemoved } from '../../stores/compare-model';
import { useCompareList } from '../../stores/use-compare';
import type { ComparePanelData } from './load-compare-panel';
import { CompareTable } from './CompareTable';
import styles from './compare-panel.module.css';

/** The chosen products (at most 3) with remove controls, and the popup comparing them side by side. */
export function ComparePanel({ context, data }: BlockProps<ComparePanelData>) {
  const list = useCompareList();
  const [open, setOpen] = useState(false);
  const t = translator(context.language);
  const headingId = useId();
  const title = data.title ?? t('comparePanel');
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.status} role="status">
        {list.length === 0 ? t('compareEmpty') : t('compareChosen', { count: list.length, max: COMPARE_MAX })}
      </p>
      {list.length > 0 && (
        <>
          <ul className={styles.chosen}>
            {list.map((card) => (
              <li key={card.id} className={styles.entry}>
                <span>{card.title}</span>
                <button type="button" className={styles.remove} onClick={() => compareRemoved(card.id)} aria-label={t('compareRemove', { title: card.title })}>
                  <Icon drawing={X} size={16} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="bank-primary-button" onClick={() => setOpen(true)}>
            {t('compareOpen')}
          </button>
        </>
      )}
      <ModalDialog open={open && list.length > 0} title={title} language={context.language} layout="wide" onClose={() => setOpen(false)}>
        <CompareTable cards={list} language={context.language} />
      </ModalDialog>
    </section>
  );
}
