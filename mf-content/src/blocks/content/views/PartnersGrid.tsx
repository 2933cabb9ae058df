import { useState } from 'react';
import { CmsHtml, ModalDialog, Picture, Tabs, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../../i18n/strings';
import type { ListItem } from '../list-item';
import { partnerGridSize } from '../list-rules';
import { PartnerBranches } from './PartnerBranches';
import styles from './partners.module.css';

/** The partners grid; a partner opens a right-side panel with Details and Branches tabs. */
export function PartnersGrid({ items, count, language }: { items: ListItem[]; count: number; language: SiteLanguage }) {
  const [chosen, setChosen] = useState<ListItem | null>(null);
  // The Branches tab loads its list while shown (again after a failure), not with every partner opened: the tabs
  // render every panel.
  const [branchesShown, setBranchesShown] = useState(false);
  const t = translator(language);
  return (
    <>
      <ul className={`${styles.grid} ${styles[partnerGridSize(count)]}`}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.partner}
              onClick={() => {
                setChosen(item);
                setBranchesShown(false);
              }}
              aria-label={t('partnerOpen', { name: item.title })}
            >
              {item.image && <Picture className={styles.logo} image={{ ...item.image, alt: '' }} sizes="200px" />}
              <span>{item.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog open={chosen !== null} title={chosen?.title ?? ''} language={language} layout="side" onClose={() => setChosen(null)}>
        {chosen && (
          <>
            {chosen.image && <Picture className={styles.popupImage} image={{ ...chosen.image, alt: chosen.title }} sizes="(max-width: 600px) 100vw, 480px" />}
            <Tabs
              label={chosen.title}
              onSelect={(key) => setBranchesShown(key === 'branches')}
              tabs={[
                {
                  key: 'details',
                  label: t('partnerDetails'),
                  panel: (
                    <>
                      {chosen.terms.length > 0 && <p className={styles.category}>{chosen.terms.map((term) => term.name).join(', ')}</p>}
                      <CmsHtml html={chosen.html} />
                    </>
                  ),
                },
                {
                  key: 'branches',
                  label: t('partnerBranches'),
                  panel: !chosen.partnerId ? (
                    <p>{t('partnerNoBranches')}</p>
                  ) : (
                    branchesShown && <PartnerBranches partnerId={chosen.partnerId} language={language} />
                  ),
                },
              ]}
            />
          </>
        )}
      </ModalDialog>
    </>
  );
}
