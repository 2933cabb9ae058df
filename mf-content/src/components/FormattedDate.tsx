import type { SiteLanguage } from '@bank/shared-kit';

const LOCALES: Record<SiteLanguage, string> = { uk: 'uk-UA', ru: 'ru-UA' };

/** A publication date in the page's language; Kyiv time so the server and the browser agree. */
export function FormattedDate({ iso, language, className }: { iso: string; language: SiteLanguage; className?: string }) {
  const text = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }).format(new Date(iso));
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
