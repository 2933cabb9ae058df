import type { SiteLanguage } from '@bank/shared-kit';
import type { BranchMapModel } from '../../stores/branch-map-model';

/** Placeholder until the Leaflet map lands. */
export function BranchMapView(_props: { model: BranchMapModel; language: SiteLanguage }) {
  return null;
}
