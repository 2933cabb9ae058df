export type Audience = 'individuals' | 'business';

/** Audience ids of the content system (field_for_the, typeClient). */
export const AUDIENCE_IDS: Record<Audience, number> = { individuals: 7, business: 6 };

/** Business context is decided by the word business anywhere in the page path. */
export function audienceOfPath(path: string): Audience {
  return path.includes('business') ? 'business' : 'individuals';
}

/** The page request's range flag: 1 for business paths. */
export function pageRange(audience: Audience): 0 | 1 {
  return audience === 'business' ? 1 : 0;
}
