/** One search result as the page shows it: a titled link to a page of the site. */
export interface SearchHit {
  title: string;
  path: string;
  /** field_for_the: 7 individuals, 6 business, anything else (or nothing) is Other. */
  audienceId: number | null;
  /** Product hits carry a short description; article hits do not. */
  description: string | null;
}
