import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { imageUrl, translator, type SiteLanguage } from '@bank/shared-kit';
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
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.icon}>
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
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
