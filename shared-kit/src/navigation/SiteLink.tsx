import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from './site-navigation';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to a page of this site: a real href (crawlers, new tabs), navigated without a reload. */
export function SiteLink({ href, onClick, children, ...rest }: Props) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || !href.startsWith('/')) return;
        event.preventDefault();
        navigateTo(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
