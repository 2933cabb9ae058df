import { useRef, type ReactNode } from 'react';
import { useHeaderOnScroll } from './use-header-on-scroll';

/**
 * The site header's element, which follows the visitor's scrolling (use-header-on-scroll.ts). Its content
 * comes as children, made by SiteHeader: a change of the scroll state renders this element again, not
 * the menus, search and tools inside it. That change comes right after hydration, among hydration's
 * effects, and then at each turn of the visitor's scrolling; the whole header rendered again each time.
 */
export function ScrollAwareHeader({ className, children }: { className?: string; children: ReactNode }) {
  const headerRef = useRef<HTMLElement>(null);
  const onScroll = useHeaderOnScroll(headerRef);
  return (
    <header ref={headerRef} className={className} data-on-scroll={onScroll}>
      {children}
    </header>
  );
}
