import { useUnit } from 'effector-react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { formatDistance } from '../../directions/step-instruction';
import type { BranchMapModel } from '../../stores/branch-map-model';
import styles from './branch-map.module.css';

/** One live region for what Find me and the route buttons have to say. */
export function LocationStatus({ model, language }: { model: BranchMapModel; language: SiteLanguage }) {
  const [locating, problem, nearest, selected, needsLocation] = useUnit([
    model.$locating,
    model.$locationProblem,
    model.$nearest,
    model.$selected,
    model.$routeNeedsLocation,
  ]);
  const t = translator(language);
  let message: string | null = null;
  if (locating) message = t('mapLocating');
  else if (problem === 'denied') message = t('mapLocationDenied');
  else if (problem === 'unavailable') message = t('mapLocationUnavailable');
  else if (needsLocation) message = t('mapRouteNeedsLocation');
  else if (nearest && !selected) message = t('mapNearest', { name: nearest.branch.name, distance: formatDistance(t, nearest.distanceKm * 1000) });

  return (
    <p role="status" className={problem ? `${styles.status} ${styles.statusProblem}` : styles.status}>
      {message}
    </p>
  );
}
