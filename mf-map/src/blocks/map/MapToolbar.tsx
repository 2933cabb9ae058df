import { useUnit } from 'effector-react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import { ROUTE_MODES, type RouteMode } from '../../directions/directions';
import type { BranchMapModel, MapView } from '../../stores/branch-map-model';
import styles from './branch-map.module.css';

const VIEWS: Array<[MapView, StringKey]> = [
  ['map', 'mapViewMap'],
  ['list', 'mapViewList'],
];
const MODE_LABELS: Record<RouteMode, StringKey> = { WALKING: 'mapRouteWalking', DRIVING: 'mapRouteDriving' };

interface Props {
  model: BranchMapModel;
  language: SiteLanguage;
  /** Inside the map calculator there is no list to switch to. */
  embedded?: boolean;
}

/** Map/List toggle, Find me and the route modes; toggle buttons say their state with aria-pressed. */
export function MapToolbar({ model, language, embedded = false }: Props) {
  const [view, locating, routeMode] = useUnit([model.$view, model.$locating, model.$routeMode]);
  const events = useUnit({ view: model.viewChosen, findMe: model.findMeClicked, route: model.routeModeClicked });
  const t = translator(language);

  return (
    <div className={styles.toolbar}>
      {!embedded && (
        <div role="group" aria-label={t('mapView')} className={styles.buttonGroup}>
          {VIEWS.map(([item, label]) => (
            <button key={item} type="button" aria-pressed={view === item} className={styles.toggleButton} onClick={() => events.view(item)}>
              {t(label)}
            </button>
          ))}
        </div>
      )}
      <button type="button" className="bank-primary-button" onClick={() => events.findMe()} aria-busy={locating}>
        {t('mapFindMe')}
      </button>
      <div role="group" aria-label={t('mapRouteModes')} className={styles.buttonGroup}>
        {ROUTE_MODES.map((mode) => (
          <button key={mode} type="button" aria-pressed={routeMode === mode} className={styles.toggleButton} onClick={() => events.route(mode)}>
            {t(MODE_LABELS[mode])}
          </button>
        ))}
      </div>
    </div>
  );
}
