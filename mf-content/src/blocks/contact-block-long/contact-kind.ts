/** How a contact value is offered (spec 2.9): an email link, a phone link, or plain text. */
export type ContactKind = 'mailto' | 'tel' | 'text';

const PHONE_LIKE = /^\+?[\d\s()-]{5,}$/;

export function contactKind(value: string): ContactKind {
  if (value.includes('@')) return 'mailto';
  if (PHONE_LIKE.test(value.trim())) return 'tel';
  return 'text';
}

export function contactHref(value: string, kind: ContactKind): string | null {
  if (kind === 'mailto') return `mailto:${value.trim()}`;
  if (kind === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return null;
}
