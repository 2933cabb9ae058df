import { useEffect, useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { Pagination, translator, usePageParam, type BlockProps } from '@bank/shared-kit';
import { ShareRow } from '../../components/ShareRow';
import { createContentListModel } from './content-list-model';
import type { ContentListData } from './load-content-list';
import { useTagParam } from './use-tag-param';
import { ListBody } from './ListBody';
import styles from './content-list.module.css';

/** A content list of any type: filters, the items of the current page, pagination. */
export function ContentList({ context, data }: BlockProps<ContentListData>) {
  const { settings, years } = data;
  const { language } = context;
  const t = translator(language);
  const headingId = useId();
  const [model] = useState(() => createContentListModel(settings, language, data.first));
  const [shown, loading, failed] = useUnit([model.$page, model.$loading, model.$failed]);
  const [page, changePage] = usePageParam();
  const [tag, chooseTag] = useTagParam();
  const [year, setYear] = useState(data.first.request.year);

  useEffect(() => {
    model.requested({ page: settings.paged ? page : 0, tag: settings.kind === 'blog' && !settings.author ? tag : null, year });
  }, [model, settings, page, tag, year]);

  const size = settings.quantity || settings.size;
  const pageCount = settings.paged ? Math.ceil(shown.count / size) : 1;

  return (
    <section className={styles.list} aria-labelledby={settings.title ? headingId : undefined}>
      {settings.title && (
        <h2 id={headingId} className={styles.title}>
          {settings.title}
        </h2>
      )}
      {years.length > 0 && (
        <label className={styles.year}>
          {t('listYear')}{' '}
          <select
            value={year ?? ''}
            onChange={(event) => {
              setYear(Number(event.target.value));
              if (page > 0) changePage(0);
            }}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      )}
      {tag && shown.request.tag === tag && (
        <p className={styles.chosenTag}>
          {t('blogTagChosen', { tag })}{' '}
          <button type="button" className={styles.linkButton} onClick={() => chooseTag(null)}>
            {t('blogAllArticles')}
          </button>
        </p>
      )}
      <div aria-busy={loading} className={loading ? styles.loading : undefined}>
        {failed && <p role="alert">{t('loadFailed')}</p>}
        {shown.items.length === 0 ? (
          <p className={styles.empty}>{t('articlesNotFound')}</p>
        ) : (
          <ListBody data={data} page={shown} language={language} onTag={chooseTag} />
        )}
      </div>
      {pageCount > 1 && <Pagination page={shown.request.page} pageCount={pageCount} language={language} onPageChange={changePage} />}
      <ShareRow links={data.shareLinks} path={context.path} language={language} />
    </section>
  );
}
