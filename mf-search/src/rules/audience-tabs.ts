import { AUDIENCE_IDS, type Audience } from '@bank/shared-kit';
import type { SearchHit } from './search-hit';

export type ResultAudience = Audience | 'other';

export interface AudienceTab {
  audience: ResultAudience;
  hits: SearchHit[];
}

// Spec, search states: Individuals, Business, and Other always last.
const TAB_ORDER: readonly ResultAudience[] = ['individuals', 'business', 'other'];

function audienceOfHit(hit: SearchHit): ResultAudience {
  if (hit.audienceId === AUDIENCE_IDS.individuals) return 'individuals';
  if (hit.audienceId === AUDIENCE_IDS.business) return 'business';
  return 'other';
}

/** The results grouped into tabs by audience, in the spec's order; a tab with no hits is not shown. */
export function audienceTabs(hits: readonly SearchHit[]): AudienceTab[] {
  return TAB_ORDER.map((audience) => ({ audience, hits: hits.filter((hit) => audienceOfHit(hit) === audience) })).filter((tab) => tab.hits.length > 0);
}
