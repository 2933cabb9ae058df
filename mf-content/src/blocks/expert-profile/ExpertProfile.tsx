import { CmsHtml, Picture, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { SocialLinks } from '../../components/SocialLinks';
import type { ExpertProfileData } from './load-expert-profile';
import styles from './expert-profile.module.css';

/** The expert profile: photo, full name, work experience, about the author and social links. */
export function ExpertProfile({ context, data }: BlockProps<ExpertProfileData | null>) {
  if (!data) return null;
  const t = translator(context.language);
  return (
    <section className={styles.profile} aria-label={data.fullName}>
      {data.photo && <Picture className={styles.photo} image={data.photo} sizes="180px" />}
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
        <SocialLinks socials={data.socials} label={t('expertSocials')} language={context.language} />
      </div>
    </section>
  );
}
