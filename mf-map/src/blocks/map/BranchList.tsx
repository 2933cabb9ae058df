import { useUnit } from 'effector-react';
import { Pagination, pageQueryHref, queryForPage, type BlockContext, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { Branch } from '../../branches/branch';
import type { BranchMapModel } from '../../stores/branch-map-model';
import { BranchDetails } from './BranchDetails';
import styles from './branch-map.module.css';

interface CardProps {
  branch: Branch;
  language: SiteLanguage;
  headingId: string;
  onShow: (id: string) => void;
}

function BranchCard({ branch, language, headingId, onShow }: CardProps) {
  const t = translator(language);
  return (
    <li>
      <article aria-labelledby={headingId} className="bank-card">
        <h3 id={headingId} className={styles.cardTitle}>
          {branch.name}
        </h3>
        <BranchDetails branch={branch} language={language} />
        {branch.position ? (
          <button
            type="button"
            className={`bank-secondary-button ${styles.showOnMap}`}
            aria-label={t('mapShowOnMapNamed', { name: branch.name })}
            onClick={() => onShow(branch.id)}
          >
            {t('mapShowOnMap')}
          </button>
        ) : (
          <p className={styles.muted}>{t('mapNotOnMap')}</p>
        )}
      </article>
    </li>
  );
}

/**
 * The filtered list, five to a page (spec 9), with loading, failed and empty states. The pager's links lead to the
 * page's address with the list page in its query, which the server renders: a visitor without script pages through
 * the list as it arrived; with script a page is chosen in place.
 */
export function BranchList({ model, context, idBase }: { model: BranchMapModel; context: BlockContext; idBase: string }) {
  const { language } = context;
  const [status, visible, pageBranches, page, pageCount] = useUnit([model.$listStatus, model.$visible, model.$pageBranches, model.$page, model.$pageCount]);
  const events = useUnit({ page: model.pageChosen, show: model.branchChosenInList, retry: model.retried });
  const t = translator(language);

  if (status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        {t('loading')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className={styles.failed}>
        <p>{t('loadFailed')}</p>
        <button type="button" className="bank-secondary-button" onClick={() => events.retry()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      <p role="status" className={styles.muted}>
        {visible.length > 0 ? t('mapFound', { n: visible.length }) : t('mapNothingFound')}
      </p>
      {visible.length > 0 && (
        <ul className={styles.cards}>
          {pageBranches.map((branch) => (
            <BranchCard key={branch.id} branch={branch} language={language} headingId={`${idBase}-branch-${branch.id}`} onShow={events.show} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        language={language}
        onPageChange={events.page}
        hrefOf={(target) => pageQueryHref(context.path, queryForPage(context.query ?? {}, target))}
      />
    </div>
  );
}
