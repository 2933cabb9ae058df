import { useEffect, useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { Pagination, translator, usePageParam, type BlockProps, type DictionaryKey } from '@bank/shared-kit';
import { ShareRow } from '../../components/ShareRow';
import { createContentListModel } from './content-list-model';
import type { ContentListData } from './load-content-list';
import { useListParams } from './use-list-params';
import { chosenFilters, type VisitorFilterParam } from './list-filters';
import { ListBody } from './ListBody';
import styles from './content-list.module.css';

const FILTER_LABEL: Record<VisitorFilterParam, DictionaryKey> = {
  category: 'listFilterCategory',
  city: 'listFilterCity',
  position: 'listFilterPosition',
};

/** A content list of any type: filters, the items of the current page, pagination. */
export function ContentList({ context, data }: BlockProps<ContentListData>) {
  const { settings, years, filterChoices } = data;
  const { language } = context;
  const t = translator(language);
  const headingId = useId();
  const [model] = useState(() => createContentListModel(settings, language, data.first));
  const [shown, loading, failed] = useUnit([model.$page, model.$loading, model.$failed]);
  const [page, changePage] = usePageParam();
  const paramNames = useMemo(() => ['tag', ...filterChoices.map((choice) => choice.param)], [filterChoices]);
  const [params, chooseParam] = useListParams(paramNames);
  const tag = params.tag ?? null;
  const chooseTag = (next: string | null) => chooseParam('tag', next);
  const chosen = useMemo(() => chosenFilters(filterChoices, params), [filterChoices, params]);
  const [year, setYear] = useState(data.first.request.year);

  useEffect(() => {
    model.requested({ page: settings.paged ? page : 0, tag: settings.kind === 'blog' && !settings.author ? tag : null, year, chosen });
  }, [model, settings, page, tag, year, chosen]);

  const size = settings.quantity || settings.size;
  const pageCount = settings.paged ? Math.ceil(shown.count / size) : 1;

  return (
    <section className={styles.list} aria-labelledby={settings.title ? headingId : undefined}>
      {settings.title && (
        <h2 id={headingId} className={styles.title}>
          {settings.title}
        </h2>
      )}
      {filterChoices.length > 0 && (
        <div className={styles.filters}>
          {filterChoices.map((choice) => (
            <label key={choice.param} className={styles.filter}>
              {t(FILTER_LABEL[choice.param])}{' '}
              <select value={chosen[choice.field] ?? ''} onChange={(event) => chooseParam(choice.param, event.target.value || null)}>
                <option value="">{t('listFilterAll')}</option>
                {choice.terms.map((term) => (
                  <option key={term.id} value={term.id}>
                    {term.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
      {years.length > 0 && (
        <label className={styles.filter}>
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
