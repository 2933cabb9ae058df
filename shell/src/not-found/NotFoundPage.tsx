import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { languageOfPath, pageTitle, translator } from '@bank/shared-kit';

export function NotFoundPage() {
  const language = languageOfPath(useLocation().pathname);
  const t = translator(language);
  useEffect(() => {
    document.title = pageTitle(t, t('notFoundTitle'));
  }, [t]);
  return (
    <section className="bank-not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to={`/${language}`}>{t('notFoundHomeLink')}</Link>
    </section>
  );
}
