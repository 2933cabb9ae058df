import { formatAmount } from '@bank/shared-kit';
import { type Translate } from '../i18n/strings';
import type { RouteStep } from './directions';

/** Up to a kilometre in metres rounded to tens; beyond it in kilometres with one decimal. */
export function formatDistance(t: Translate, metres: number): string {
  if (metres < 1000) return t('mapMetres', { n: Math.round(metres / 10) * 10 });
  return t('mapKilometres', { n: formatAmount(metres / 1000, 1) });
}

export function stepInstruction(t: Translate, step: RouteStep): string {
  switch (step.kind) {
    case 'depart':
      return t('mapStepDepart', { street: step.street });
    case 'turnLeft':
      return t('mapStepTurnLeft', { street: step.street });
    case 'turnRight':
      return t('mapStepTurnRight', { street: step.street });
    case 'continue':
      return t('mapStepContinue', { street: step.street });
    case 'arrive':
      return t('mapStepArrive');
  }
}
