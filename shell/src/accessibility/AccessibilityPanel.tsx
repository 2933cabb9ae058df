import { useId } from 'react';
import { useUnit } from 'effector-react';
import { PersonStanding } from 'lucide';
import { Icon, FONT_SCALES, translator, type SiteLanguage } from '@bank/shared-kit';
import { useDisclosure } from '../hooks/use-disclosure';
import { $accessibility, fontScaleChosen, greyscaleToggled } from './accessibility-model';
import styles from './accessibility-panel.module.css';

/** Greyscale for the whole page and a font size of 100, 113 or 125 %; the device remembers both. */
export function AccessibilityPanel({ language }: { language: SiteLanguage }) {
  const t = translator(language);
  const settings = useUnit($accessibility);
  const { detailsRef, summaryRef, onToggle } = useDisclosure();
  const panelId = useId();
  return (
    <details ref={detailsRef} className={styles.accessibility} onToggle={onToggle}>
      <summary ref={summaryRef} className={`bank-round-button ${styles.button}`}>
        <Icon drawing={PersonStanding} size={22} />
        <span className="bank-visually-hidden">{t('accessibility')}</span>
      </summary>
      <div role="group" aria-label={t('accessibilitySettings')} className={`bank-popup-panel ${styles.panel}`}>
        <button type="button" className={`bank-button ${styles.switch}`} aria-pressed={settings.greyscale} onClick={() => greyscaleToggled()}>
          {t('greyscale')}
        </button>
        <fieldset className={styles.sizes}>
          <legend>{t('fontSize')}</legend>
          {FONT_SCALES.map((scale) => (
            <label key={scale} className={styles.size}>
              <input type="radio" name={`${panelId}-font`} value={scale} checked={settings.fontScale === scale} onChange={() => fontScaleChosen(scale)} />
              {scale}%
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
