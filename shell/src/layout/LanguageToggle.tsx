import { Link } from 'react-router-dom';
import { loadDictionaryLanguage, pathInLanguage, SITE_LANGUAGES, translator, type SiteLanguage } from '@bank/shared-kit';
import styles from './language-toggle.module.css';

interface Props {
  language: SiteLanguage;
  path: string;
  /** The page's own alias in each language, when the content system gives one. */
  alternate?: Partial<Record<SiteLanguage, string>>;
}

const LABELS: Record<SiteLanguage, string> = { uk: 'UA', ru: 'RU' };

/** UA/RU: keeps the visitor on the same page, through its alternative-language alias when given. */
export function LanguageToggle({ language, path, alternate }: Props) {
  const t = translator(language);
  return (
    <nav aria-label={t('languageSwitch')} className={styles.toggle}>
      {SITE_LANGUAGES.map((target) => {
        const label = target === 'uk' ? t('switchToUk') : t('switchToRu');
        if (target === language) {
          return (
            <span key={target} aria-current="true" className={styles.current} title={label}>
              {LABELS[target]}
            </span>
          );
        }
        // The other language's UI strings start loading as the visitor points at or tabs to its link.
        const preloadStrings = () => void loadDictionaryLanguage(target);
        return (
          <Link
            key={target}
            to={alternate?.[target] ?? pathInLanguage(path, target)}
            hrefLang={target}
            lang={target}
            // WCAG 2.5.3: the name begins with the visible "RU"/"UA" that voice control users say.
            aria-label={`${LABELS[target]}, ${label}`}
            className={styles.link}
            onPointerEnter={preloadStrings}
            onFocus={preloadStrings}
          >
            {LABELS[target]}
          </Link>
        );
      })}
    </nav>
  );
}
