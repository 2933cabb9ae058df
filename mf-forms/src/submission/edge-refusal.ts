import { ContentError } from '@bank/shared-kit';
import type { FormNotice } from '../stores/webform-model';
import { HumanCheckUnavailable } from './human-check';

/**
 * What to tell the visitor when the site's edge refused a send (shell/server/edge/): too many attempts
 * (429, with when to try again), the human check not passed or not verifiable. Null for other failures.
 */
export function edgeRefusal(error: unknown): FormNotice | null {
  if (error instanceof HumanCheckUnavailable) return { message: 'humanCheckUnavailable' };
  if (!(error instanceof ContentError)) return null;
  if (error.status === 429) return { message: 'tooManyAttempts', params: { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) } };
  if (error.reason === 'human-check') return { message: 'humanCheckRefused' };
  if (error.reason === 'human-check-unavailable') return { message: 'humanCheckUnavailable' };
  return null;
}
