import { Link } from 'react-router-dom';
import { isSafeLinkUrl, translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';

interface Props {
  link: MenuLink;
  language: SiteLanguage;
  className?: string;
  onNavigate?: () => void;
}

function isExternalLink(link: MenuLink): boolean {
  return Boolean(link.options?.external) || /^https?:\/\//.test(link.url);
}

/** Internal links navigate inside the site; outside links open in a new window, marked and without opener. */
export function MenuLinkItem({ link, language, className, onNavigate }: Props) {
  // A menu item whose URL would run code is shown as its title only.
  if (!isSafeLinkUrl(link.url)) return <span className={className}>{link.title}</span>;
  if (isExternalLink(link)) {
    return (
      <a href={link.url} className={className} target="_blank" rel="noopener noreferrer">
        {link.title}
        <span className="bank-visually-hidden"> {translator(language)('opensInNewWindow')}</span>
      </a>
    );
  }
  return (
    <Link to={link.url} className={className} onClick={onNavigate}>
      {link.title}
    </Link>
  );
}
