import { useUnit } from 'effector-react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { formatDistance, stepInstruction } from '../../directions/step-instruction';
import type { BranchMapModel } from '../../stores/branch-map-model';
import styles from './branch-map.module.css';

/** Distance, time and the steps of the route drawn on the map. */
export function RouteDetails({ model, language, idBase }: { model: BranchMapModel; language: SiteLanguage; idBase: string }) {
  const [directions, destination] = useUnit([model.$directions, model.$destination]);
  const t = translator(language);
  const headingId = `${idBase}-route`;
  if (!directions || !destination) return null;
  return (
    <section aria-labelledby={headingId} className={styles.route}>
      <h3 id={headingId} className={styles.cardTitle}>
        {t('mapRouteTo', { name: destination.name })}
      </h3>
      <p>{t('mapRouteSummary', { distance: formatDistance(t, directions.distanceM), minutes: Math.max(1, Math.round(directions.durationS / 60)) })}</p>
      <h4 className={styles.stepsTitle}>{t('mapRouteSteps')}</h4>
      <ol className={styles.steps}>
        {directions.steps.map((step, index) => (
          <li key={index}>
            {stepInstruction(t, step)}
            {step.distanceM > 0 && <span className={styles.muted}> · {formatDistance(t, step.distanceM)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
