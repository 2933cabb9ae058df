import { useEffect, useState } from 'react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import styles from './block-list.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const CONFIRMATION_MS = 2_000;

/** Copies one value; the result is announced politely and fades back after a moment. */
export function CopyButton({ value, label, language }: { value: string; label: string; language: SiteLanguage }) {
  const [state, setState] = useState<CopyState>('idle');
  const t = translator(language);
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (error) {
      console.warn('copy to clipboard refused', error);
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className={`bank-square-button ${styles.copy}`} onClick={copy} aria-label={t('copyValue', { value: label })}>
        ⧉
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </>
  );
}
