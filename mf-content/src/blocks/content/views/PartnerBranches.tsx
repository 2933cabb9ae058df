import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../../i18n/strings';
import { $partnerBranches, partnerBranchesFx } from '../../../stores/partner-branches-model';
import styles from './partners.module.css';

/** The Branches tab: loaded when first shown, each branch with its manager. */
export function PartnerBranches({ partnerId, language }: { partnerId: string; language: SiteLanguage }) {
  const all = useUnit($partnerBranches);
  const state = all[partnerId];
  const t = translator(language);
  useEffect(() => {
    if (!state || state.status === 'failed') partnerBranchesFx({ partnerId, language });
    // Load once per partner; a failed load is retried when the tab opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partnerId]);

  if (!state || state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'failed') return <p role="alert">{t('loadFailed')}</p>;
  if (state.branches.length === 0) return <p>{t('partnerNoBranches')}</p>;
  return (
    <ul className={styles.branches}>
      {state.branches.map((branch) => (
        <li key={branch.branchId}>
          <p className={styles.address}>{branch.address}</p>
          {branch.manager && (
            <p>
              {t('partnerManager')}: {branch.manager}
              {branch.phone && (
                <>
                  {', '}
                  <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
                </>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
