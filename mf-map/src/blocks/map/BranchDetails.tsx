import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { Branch } from '../../branches/branch';
import styles from './branch-map.module.css';

/** Address, phone, email, hours, manager and the two flags: in the list and in a marker's popup. */
export function BranchDetails({ branch, language }: { branch: Branch; language: SiteLanguage }) {
  const t = translator(language);
  const rows: Array<[string, React.ReactNode]> = [];
  if (branch.address) rows.push([t('mapAddress'), [branch.city, branch.address].filter(Boolean).join(', ')]);
  if (branch.phone) rows.push([t('mapPhone'), <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>]);
  if (branch.email) rows.push([t('mapEmail'), <a href={`mailto:${branch.email}`}>{branch.email}</a>]);
  if (branch.workHours) rows.push([t('mapWorkHours'), branch.workHours]);
  if (branch.manager) rows.push([t('mapManager'), branch.manager]);
  return (
    <>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailsRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(branch.energyIndependent || branch.inclusive) && (
        <ul className={styles.badges}>
          {branch.energyIndependent && <li className={styles.badge}>{t('mapEnergyIndependentBadge')}</li>}
          {branch.inclusive && <li className={styles.badge}>{t('mapInclusiveBadge')}</li>}
        </ul>
      )}
    </>
  );
}
