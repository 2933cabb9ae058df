import { SMS_MAX_TRIES, phoneDigits, skipsSmsVerification } from '@bank/shared-kit';
import type { StringKey } from '../../i18n/strings';
import type { SmsAnswer } from '../../api/sms-gateway';
import { edgeRefusal } from '../../submission/edge-refusal';

// Forms spec 4.2 as plain decisions; the SMS model and popup follow them.

export type SmsOpening = { kind: 'back-to-form'; message: StringKey } | { kind: 'skip' } | { kind: 'send'; phone: string };

/** On open: no phone goes back with "Phone field is required"; a skipped activity submits at once. */
export function openSmsVerification(values: Record<string, unknown>): SmsOpening {
  const phone = phoneDigits(typeof values.phone === 'string' ? values.phone : '');
  if (!phone) return { kind: 'back-to-form', message: 'phoneRequired' };
  if (skipsSmsVerification(values.activity)) return { kind: 'skip' };
  return { kind: 'send', phone };
}

export type SmsSent = { kind: 'back-to-form'; message: StringKey; params?: Record<string, string | number> } | { kind: 'enter-code'; idOtp: string };

/**
 * A refused send goes back with "Phone field is incorrect"; one the site's edge refused (too many
 * attempts, human check) goes back saying that instead, since the phone is not what is wrong.
 */
export function afterSmsSent(answer: SmsAnswer | null, error: unknown = null): SmsSent {
  const refusal = edgeRefusal(error);
  if (refusal) return { kind: 'back-to-form', message: refusal.message, params: refusal.params };
  return answer?.type === 'SUCCESS' && answer.idOtp ? { kind: 'enter-code', idOtp: answer.idOtp } : { kind: 'back-to-form', message: 'phoneIncorrect' };
}

export type SmsChecked = { kind: 'verified' } | { kind: 'retry'; failures: number } | { kind: 'back-to-form'; message: StringKey };

/**
 * SUCCESS verifies; anything else is a failure, and the third failure (the counter is at 2) goes back, saying
 * why: the popup closes and the form was not sent.
 */
export function afterSmsChecked(answer: SmsAnswer | null, failures: number): SmsChecked {
  if (answer?.type === 'SUCCESS') return { kind: 'verified' };
  return failures >= SMS_MAX_TRIES - 1 ? { kind: 'back-to-form', message: 'smsTriesUsedUp' } : { kind: 'retry', failures: failures + 1 };
}

/** The code field takes digits only, at most 4 (typed or pasted). */
export function smsCodeInput(value: string, digits: number): string {
  return value.replace(/\D/g, '').slice(0, digits);
}
