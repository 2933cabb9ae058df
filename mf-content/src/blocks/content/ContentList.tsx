import { useEffect, useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { Pagination, pageQueryHref, queryForPage, useHydrated, usePageQuery, withQueryValue, type BlockProps, type PageQuery } from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import { ShareRow } from '../../components/ShareRow';
import { createContentListModel } from './content-list-model';
import type { ContentListData } from './load-content-list';
import { listRequestOf, takesTag, TAG_PARAM, YEAR_PARAM } from './list-request';
import type { VisitorFilterParam } from './list-filters';
import { ListBody } from './ListBody';
import styles from './content-list.module.css';

const FILTER_LABEL: Record<VisitorFilterParam, StringKey> = {
  category: 'listFilterCategory',
  city: 'listFilterCity',
  position: 'listFilterPosition',
};

/**
 * A content list of any type: filters, the items of the current page, pagination. Its choices live in the
 * page's address (`?page=`, `?tag=`, `?year=`, `?category=`…), which the server renders as the browser does;
 * without script the filters are a form and the pager links, with it they change the list in place.
 */
export function ContentList({ context, data }: BlockProps<ContentListData>) {
  const { settings, years, filterChoices } = data;
  const { language } = context;
  const t = translator(language);
  const headingId = useId();
  const hydrated = useHydrated();
  const [model] = useState(() => createContentListModel(settings, language, data.first));
  const [shown, loading, failed] = useUnit([model.$page, model.$loading, model.$failed]);
  const [query, goTo] = usePageQuery(context.query);
  const request = useMemo(() => listRequestOf(settings, query, filterChoices, years), [settings, query, filterChoices, years]);

  useEffect(() => {
    model.requested(request);
  }, [model, request]);

  /** A new choice starts again from the first page. */
  const queryWith = (name: string, value: string | null): PageQuery => queryForPage(withQueryValue(query, name, value), 0);
  const choose = (name: string, value: string | null) => goTo(queryWith(name, value));
  const changePage = (page: number) => {
    goTo(queryForPage(query, page));
    window.scrollTo({ top: 0 });
  };

  const size = settings.quantity || settings.size;
  const pageCount = settings.paged ? Math.ceil(shown.count / size) : 1;
  const allArticlesHref = pageQueryHref(context.path, queryWith(TAG_PARAM, null));

  return (
    <section className={styles.list} aria-labelledby={settings.title ? headingId : undefined}>
      {settings.title && (
        <h2 id={headingId} className={styles.title}>
          {settings.title}
        </h2>
      )}
      {(filterChoices.length > 0 || years.length > 0) && (
        // Without script the choices are sent as the address's query; with it each applies as it is made.
        <form method="get" action={context.path} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
          {request.tag && <input type="hidden" name={TAG_PARAM} value={request.tag} />}
          {filterChoices.map((choice) => (
            <label key={choice.param} className={styles.filter}>
              {t(FILTER_LABEL[choice.param])}{' '}
              <select name={choice.param} value={request.chosen[choice.field] ?? ''} onChange={(event) => choose(choice.param, event.target.value || null)}>
                <option value="">{t('listFilterAll')}</option>
                {choice.terms.map((term) => (
                  <option key={term.id} value={term.id}>
                    {term.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {years.length > 0 && (
            <label className={styles.filter}>
              {t('listYear')}{' '}
              <select name={YEAR_PARAM} value={request.year ?? ''} onChange={(event) => choose(YEAR_PARAM, event.target.value)}>
                {years.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!hydrated && (
            <button type="submit" className={`bank-primary-button ${styles.apply}`}>
              {t('listFilterApply')}
            </button>
          )}
        </form>
      )}
      {request.tag && shown.request.tag === request.tag && (
        <p className={styles.chosenTag}>
          {t('blogTagChosen', { tag: request.tag })}{' '}
          <a
            href={allArticlesHref}
            className={styles.linkButton}
            onClick={(event) => {
              event.preventDefault();
              choose(TAG_PARAM, null);
            }}
          >
            {t('blogAllArticles')}
          </a>
        </p>
      )}
      <div aria-busy={loading} className={loading ? styles.loading : undefined}>
        {failed && <p role="alert">{t('loadFailed')}</p>}
        {shown.items.length === 0 ? (
          <p className={styles.empty}>{t('articlesNotFound')}</p>
        ) : (
          <ListBody data={data} page={shown} language={language} onTag={takesTag(settings) ? (tag) => choose(TAG_PARAM, tag) : undefined} />
        )}
      </div>
      {pageCount > 1 && (
        <Pagination
          page={shown.request.page}
          pageCount={pageCount}
          language={language}
          onPageChange={changePage}
          hrefOf={(page) => pageQueryHref(context.path, queryForPage(query, page))}
        />
      )}
      <ShareRow links={data.shareLinks} path={context.path} language={language} />
    </section>
  );
}
