import { SiteLink, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import type { CmsLink } from '../api/cms-fields';

interface Props {
  link: CmsLink;
  language: SiteLanguage;
  className?: string;
  /** Landing banners mark outside links nofollow (spec 2.9). */
  nofollow?: boolean;
}

/** A CMS link: in-site without reload, an anchor on the page, or another site in a new window. */
export function CmsLinkView({ link, language, className, nofollow = false }: Props) {
  if (link.kind === 'internal')
    return (
      <SiteLink href={link.href} className={className}>
        {link.title}
      </SiteLink>
    );
  if (link.kind === 'anchor')
    return (
      <a href={link.href} className={className}>
        {link.title}
      </a>
    );
  return (
    <a href={link.href} className={className} target="_blank" rel={nofollow ? 'nofollow noopener noreferrer' : 'noopener noreferrer'}>
      {link.title}
      <span className="bank-visually-hidden"> {translator(language)('opensInNewWindow')}</span>
    </a>
  );
}
