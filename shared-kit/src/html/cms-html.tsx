import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { cmsMarkup, isSanitizerReady, loadSanitizer, onSanitizerReady } from './sanitize-html';
import { onSlideToggleClick } from './slide-toggle';

interface Props {
  html: string | null | undefined;
  className?: string;
}

const reportLoadFailure = (error: unknown) => console.error('the HTML sanitiser failed to load', error);

/** A fragment of CMS rich text, sanitised; its slide_toggle items open and close. */
export function CmsHtml({ html, className }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const sanitizerReady = useSyncExternalStore(onSanitizerReady, isSanitizerReady, isSanitizerReady);
  const markup = useMemo(() => (html && sanitizerReady ? cmsMarkup(html, id) : ''), [html, id, sanitizerReady]);

  useEffect(() => {
    if (!sanitizerReady) loadSanitizer().catch(reportLoadFailure);
  }, [sanitizerReady]);

  // One listener for every toggle inside: the markup is not React's, so React cannot hold their handlers.
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.addEventListener('click', onSlideToggleClick);
    return () => container.removeEventListener('click', onSlideToggleClick);
  }, [markup]);

  if (!html || (sanitizerReady && !markup)) return null;
  // Until the sanitiser is here nothing is inserted. Hydration keeps an element's inner HTML as the
  // server sent it (sanitised there), so a server-rendered fragment reads on; once the sanitiser is
  // here the same markup replaces it.
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning={!sanitizerReady} />;
}
