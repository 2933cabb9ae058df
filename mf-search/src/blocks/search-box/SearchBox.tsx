import { useId, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Search } from 'lucide';
import { Icon, SEARCH_FIELD, searchPagePath, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { $typedSearch, searchSubmitted, searchTextChanged, shownSearchText } from '../../stores/search-model';
import styles from './search-box.module.css';

/** The header box has no data of its own: it only opens the results page. */
export type SearchBoxData = Record<string, never>;

/** The header search: typing searches nothing; Enter (or the Find button) opens the results page. */
export function SearchBox({ context }: BlockProps<SearchBoxData>) {
  const t = translator(context.language);
  const text = shownSearchText(useUnit($typedSearch), context.path);
  const fieldId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field holds, not the store's text: a query put in while the block hydrated is on screen, but
    // React may never have told the store of it.
    const query = new FormData(event.currentTarget).get(SEARCH_FIELD);
    const path = searchPagePath(context.language, typeof query === 'string' ? query : '');
    if (path) searchSubmitted(path);
  }

  return (
    // Without script (or before hydration) the form itself goes to the results page (the server redirects
    // /{lang}/search?q= to the path form); a search query is no personal data, so GET is fine.
    <form role="search" action={`/${context.language}/search`} method="get" className={styles.searchBox} onSubmit={submit}>
      <label htmlFor={fieldId} className={styles.label}>
        {t('searchFieldLabel')}
      </label>
      <input
        id={fieldId}
        type="search"
        name={SEARCH_FIELD}
        className={styles.field}
        value={text}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => searchTextChanged({ path: context.path, text: event.target.value })}
      />
      <button type="submit" className={styles.submit}>
        <Icon drawing={Search} className={styles.icon} strokeWidth={2.25} />
        <span className={styles.label}>{t('searchSubmit')}</span>
      </button>
    </form>
  );
}
