import type { SiteLanguage } from '@bank/shared-kit';

const LOCALES: Record<SiteLanguage, string> = { uk: 'uk-UA', ru: 'ru-UA' };

/** A publication date and how the page writes it in its language. */
export interface PublicationDate {
  iso: string;
  text: string;
}

const formats = new Map<SiteLanguage, Intl.DateTimeFormat>();

/**
 * Written where the item is read (on the server for a page's first items) and carried in the block's data: a
 * hydrating list makes no Intl formatter, whose first one loads the browser's ICU data in one long task (issue 24),
 * and the browser shows the server's text even where its ICU data writes the month otherwise. Kyiv time, whatever
 * the machine's zone.
 */
export function publicationDate(iso: string, language: SiteLanguage): PublicationDate {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' });
    formats.set(language, format);
  }
  return { iso, text: format.format(new Date(iso)) };
}

export function FormattedDate({ date, className }: { date: PublicationDate; className?: string }) {
  return (
    <time dateTime={date.iso} className={className}>
      {date.text}
    </time>
  );
}
