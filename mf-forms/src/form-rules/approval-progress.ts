import { PROGRESS_BASE_PERCENT } from '@bank/shared-kit';

/** What each answered field adds to the loan approval probability (forms spec section 9). */
export const PROGRESS_WEIGHTS: Record<string, number> = { pib: 20, phone: 25, activity: 15, inn: 25, ipn: 25, edrpou: 25 };

/** Base 5 %, plus the weight of every field answered correctly, capped at 100 %. */
export function approvalProbability(answeredKeys: Iterable<string>): number {
  let percent = PROGRESS_BASE_PERCENT;
  for (const key of new Set(answeredKeys)) percent += PROGRESS_WEIGHTS[key] ?? 0;
  return Math.min(100, percent);
}
