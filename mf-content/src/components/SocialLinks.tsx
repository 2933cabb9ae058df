import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import type { SocialLink, SocialNetwork } from '../api/experts';
import styles from './social-links.module.css';

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  telegram: 'Telegram',
  viber: 'Viber',
  linkedin: 'LinkedIn',
};

/** An expert's social links, each opening in a new window; `label` names the list (whose networks they are). */
export function SocialLinks({ socials, label, language }: { socials: SocialLink[]; label: string; language: SiteLanguage }) {
  const t = translator(language);
  if (socials.length === 0) return null;
  return (
    <ul className={styles.socials} aria-label={label}>
      {socials.map((social) => (
        <li key={social.network}>
          <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.social}>
            {NETWORK_NAMES[social.network]} <span className="bank-visually-hidden">{t('opensInNewWindow')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
