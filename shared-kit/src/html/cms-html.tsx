import { sanitizeHtml } from './sanitize-html';

interface Props {
  html: string | null | undefined;
  className?: string;
}

/** A fragment of CMS rich text, sanitised. */
export function CmsHtml({ html, className }: Props) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
