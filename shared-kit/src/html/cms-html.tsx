import { useEffect, useId, useMemo, useRef } from 'react';
import { cmsMarkup } from './sanitize-html';
import { onSlideToggleClick } from './slide-toggle';

interface Props {
  html: string | null | undefined;
  className?: string;
}

/** A fragment of CMS rich text, sanitised; its slide_toggle items open and close. */
export function CmsHtml({ html, className }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const markup = useMemo(() => (html ? cmsMarkup(html, id) : ''), [html, id]);

  // One listener for every toggle inside: the markup is not React's, so React cannot hold their handlers.
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.addEventListener('click', onSlideToggleClick);
    return () => container.removeEventListener('click', onSlideToggleClick);
  }, [markup]);

  if (!markup) return null;
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
