/**
 * What a visit asks for, known before any read: with the same answers to its reads, the same inputs make the same page
 * (warm-pages.ts, shared-pages.ts). The manifest is one object until remotes.json changes: compared by identity.
 */
export interface VisitInputs {
  origin: string;
  /** Path and query: another language, page or list state is another page. */
  location: string;
  manifest: object;
  /** A canary visitor's remote is the browser's. */
  canary: string | null;
  /** The notice-closed cookie: such a visitor's page has no notice. */
  noticeClosed: boolean;
}
