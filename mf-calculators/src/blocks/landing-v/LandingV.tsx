import { Picture, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { CalculatorSection } from '../../calculator/CalculatorSection';
import type { CalculatorData } from '../../calculator/load-calculator-data';
import styles from './landing-v.module.css';

interface CmsPicture {
  url?: string;
  alt?: string;
  width?: number;
  height?: number;
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []);

/** The landing variant: subtitle, advantages and a picture beside them (the page's largest paint), then the calculator and its form. */
export function LandingV({ block, context, data }: BlockProps<CalculatorData>) {
  const t = translator(context.language);
  const subtitle = typeof block.attributes.field_subtitle === 'string' ? block.attributes.field_subtitle : null;
  const advantages = texts(block.attributes.field_advantages);
  const picture = block.attributes.field_picture as CmsPicture | undefined;
  const intro = (
    <div className={styles.intro}>
      <div>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {advantages.length > 0 && (
          <ul className={styles.advantages} aria-label={t('calcAdvantages')}>
            {advantages.map((advantage) => (
              <li key={advantage}>{advantage}</li>
            ))}
          </ul>
        )}
      </div>
      {picture?.url && (
        <Picture className={styles.picture} image={{ ...picture, url: picture.url, alt: picture.alt ?? '' }} sizes="(max-width: 768px) 100vw, 50vw" priority />
      )}
    </div>
  );
  return <CalculatorSection block={block} context={context} data={data} intro={intro} />;
}
