import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { languageOfPath, translator } from '@bank/shared-kit';

export function NotFoundPage() {
  const language = languageOfPath(useLocation().pathname);
  const t = translator(language);
  useEffect(() => {
    document.title = `${t('notFoundTitle')} — ${t('siteName')}`;
  }, [t]);
  return (
    <section className="bank-not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to={`/${language}`}>{t('notFoundHomeLink')}</Link>
    </section>
  );
}
