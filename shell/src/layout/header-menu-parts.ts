import type { MenuLink } from '@bank/shared-kit';

export interface HeaderMenuParts {
  /** The second menu of the header. */
  second: MenuLink[];
  /** The internet-banking login menu: its outside links, one per audience. */
  internetBanking: MenuLink | null;
  /** The app download link of the top bar. */
  appDownload: MenuLink | null;
}

const hasClass = (link: MenuLink, name: string) => Boolean(link.options?.attributes?.class?.includes(name));

/** Editors mark the internet-banking and app links of header-menu with a class; the rest is the second menu. */
export function headerMenuParts(links: MenuLink[]): HeaderMenuParts {
  return {
    second: links.filter((link) => !hasClass(link, 'internet-banking') && !hasClass(link, 'app-download')),
    internetBanking: links.find((link) => hasClass(link, 'internet-banking')) ?? null,
    appDownload: links.find((link) => hasClass(link, 'app-download')) ?? null,
  };
}
