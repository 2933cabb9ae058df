import { useEffect, useId } from 'react';
import { useUnit } from 'effector-react';
import { pageTitle, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { SearchHit } from '../../rules/search-hit';
import { audienceTabs } from '../../rules/audience-tabs';
import { $resultsClearedOn } from '../../stores/search-model';
import { AudienceTabs } from './AudienceTabs';
import { ProductHits } from './ProductHits';
import styles from './search-results.module.css';

export interface SearchResultsData {
  /** The query as the visitor typed it: shown as text, whatever it contains. */
  query: string;
  articles: SearchHit[];
  products: SearchHit[];
}

/** /{lang}/search/{query}: product hits, a count, and the articles grouped into audience tabs. */
export function SearchResults({ data, context }: BlockProps<SearchResultsData>) {
  const t = translator(context.language);
  const cleared = useUnit($resultsClearedOn) === context.path;
  const articlesHeadingId = useId();
  const tabs = audienceTabs(data.articles);

  useEffect(() => {
    document.title = pageTitle(t, `${t('searchResultsTitle')}: ${data.query}`);
  }, [t, data.query]);

  return (
    <section className={styles.searchResults}>
      <h1 className={styles.title}>{t('searchResultsTitle')}</h1>
      {/* Spec, search states: clearing the input clears the results, and the query they were for. */}
      {!cleared && (
        <p className={styles.summary}>
          {t('searchQuery')}: <strong className={styles.query}>{data.query}</strong>
        </p>
      )}
      {cleared ? (
        <p className={styles.message}>{t('searchResultsCleared')}</p>
      ) : (
        <>
          <p className={styles.count}>{t('searchResultsCount', { count: data.articles.length + data.products.length })}</p>
          <ProductHits hits={data.products} language={context.language} />
          <section aria-labelledby={articlesHeadingId}>
            <h2 id={articlesHeadingId} className={styles.sectionTitle}>
              {t('searchArticles')}
            </h2>
            {tabs.length > 0 ? <AudienceTabs tabs={tabs} language={context.language} /> : <p className={styles.message}>{t('articlesNotFound')}</p>}
          </section>
        </>
      )}
    </section>
  );
}
