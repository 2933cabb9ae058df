import { CmsHtml, translator, type BlockProps } from '@bank/shared-kit';
import type { ExpertProfileData, SocialNetwork } from './load-expert-profile';
import styles from './expert-profile.module.css';

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  telegram: 'Telegram',
  viber: 'Viber',
  linkedin: 'LinkedIn',
};

/** The expert profile: photo, full name, work experience, about the author and social links. */
export function ExpertProfile({ context, data }: BlockProps<ExpertProfileData | null>) {
  if (!data) return null;
  const t = translator(context.language);
  return (
    <section className={styles.profile} aria-label={data.fullName}>
      {data.photo && <img className={styles.photo} src={data.photo.url} alt={data.photo.alt} width={data.photo.width} height={data.photo.height} />}
      <div>
        <h2 className={styles.name}>{data.fullName}</h2>
        {data.experience && (
          <p>
            <strong>{t('expertExperience')}:</strong> {data.experience}
          </p>
        )}
        {data.aboutHtml && (
          <>
            <h3 className={styles.subheading}>{t('expertAbout')}</h3>
            <CmsHtml html={data.aboutHtml} />
          </>
        )}
        {data.socials.length > 0 && (
          <ul className={styles.socials} aria-label={t('expertSocials')}>
            {data.socials.map((social) => (
              <li key={social.network}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.social}>
                  {NETWORK_NAMES[social.network]} <span className={styles.visuallyHidden}>{t('opensInNewWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
