import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Bell } from 'lucide';
import { useUnit } from 'effector-react';
import { Icon, imageUrl, translator, type SiteLanguage } from '@bank/shared-kit';
import { useDisclosure } from '../hooks/use-disclosure';
import { $remainingProposals, notificationOpened, type SpecialProposal } from './notifications-model';
import styles from './notifications-bell.module.css';

const PROPOSAL_IMAGE_WIDTH = 96;

function ProposalContent({ proposal }: { proposal: SpecialProposal }) {
  return (
    <>
      {proposal.image && (
        <img src={imageUrl(proposal.image.url, PROPOSAL_IMAGE_WIDTH)} alt={proposal.image.alt} className={styles.image} width={48} height={48} />
      )}
      <span className={styles.text}>
        <span className={styles.title}>{proposal.title}</span>
        {proposal.summary && <span className={styles.summary}>{proposal.summary}</span>}
        {proposal.description && <span className={styles.description}>{proposal.description}</span>}
      </span>
    </>
  );
}

/** The bell: special proposals not yet opened on this device, counted on its badge. */
export function NotificationsBell({ language }: { language: SiteLanguage }) {
  const t = translator(language);
  const proposals = useUnit($remainingProposals);
  const { open, close, detailsRef, summaryRef, onToggle } = useDisclosure();
  const popupId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const openProposal = (proposal: SpecialProposal) => {
    notificationOpened(proposal.id);
    close();
  };

  return (
    <details ref={detailsRef} className={styles.bell} onToggle={onToggle}>
      <summary ref={summaryRef} className={`bank-round-button ${styles.button}`}>
        <span className="bank-visually-hidden">{t('notificationsBell', { count: proposals.length })}</span>
        <Icon drawing={Bell} size={22} />
        {proposals.length > 0 && (
          <span aria-hidden="true" className={styles.badge}>
            {proposals.length}
          </span>
        )}
      </summary>
      <div role="dialog" aria-labelledby={`${popupId}-title`} className={`bank-popup-panel ${styles.popup}`}>
        <h2 id={`${popupId}-title`} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('specialProposals')}
        </h2>
        {proposals.length === 0 ? (
          <p className={styles.empty}>{t('allOffersReviewed')}</p>
        ) : (
          <ul className={styles.list}>
            {proposals.map((proposal) => (
              <li key={proposal.id}>
                {proposal.href ? (
                  <Link to={proposal.href} className={styles.item} onClick={() => openProposal(proposal)}>
                    <ProposalContent proposal={proposal} />
                  </Link>
                ) : (
                  <button type="button" className={styles.item} onClick={() => openProposal(proposal)}>
                    <ProposalContent proposal={proposal} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
