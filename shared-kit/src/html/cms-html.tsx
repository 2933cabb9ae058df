import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { cmsMarkup, isSanitizerReady, loadSanitizer, onSanitizerReady } from './sanitize-html';
import { onSlideToggle } from './slide-toggle';

interface Props {
  html: string | null | undefined;
  className?: string;
}

const reportLoadFailure = (error: unknown) => console.error('the HTML sanitiser failed to load', error);
const noSubscription = () => () => undefined;

/**
 * A fragment of CMS rich text, sanitised; its slide_toggle items open and close (script brings the opened text into view).
 * A fragment hydrated from the server's HTML keeps that HTML (sanitised there, slide toggles made):
 * the browser loads the sanitiser only for CMS HTML it renders itself, and inserts nothing before.
 */
export function CmsHtml({ html, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The server snapshot is read only while hydrating.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [serverHtml] = useState(() => (hydrating && !isSanitizerReady() ? html : undefined));
  const keepsServerHtml = serverHtml !== undefined && serverHtml === html;
  const sanitizerReady = useSyncExternalStore(onSanitizerReady, isSanitizerReady, isSanitizerReady);
  const markup = useMemo(() => (html && sanitizerReady && !keepsServerHtml ? cmsMarkup(html) : ''), [html, sanitizerReady, keepsServerHtml]);

  useEffect(() => {
    if (html && !keepsServerHtml && !sanitizerReady) loadSanitizer().catch(reportLoadFailure);
  }, [html, keepsServerHtml, sanitizerReady]);

  // One listener for every toggle inside: the markup is not React's, so React cannot hold their handlers.
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.addEventListener('toggle', onSlideToggle, true);
    return () => container.removeEventListener('toggle', onSlideToggle, true);
  }, [markup]);

  if (!html || (sanitizerReady && !keepsServerHtml && !markup)) return null;
  // An empty inner HTML while hydrating leaves the server's in place: React does not set it then.
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning={keepsServerHtml} />;
}
