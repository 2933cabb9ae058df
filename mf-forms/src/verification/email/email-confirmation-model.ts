import { createEffect, createEvent, createStore, sample } from 'effector';
import { type Translate } from '../../i18n/strings';

export interface PendingConfirmation {
  feedbackId?: string;
  complaintId?: string;
}

export interface EmailConfirmationCalls {
  /** `confirmed: false` is a wrong code: the message says so and the visitor tries again. */
  checkMail: (feedbackId: string, code: string) => Promise<{ message?: string; confirmed?: boolean }>;
  confirmComplaint: (complaintId: string, code: string) => Promise<{ message?: string; numberComplaint?: string }>;
}

/** What a confirmation ends with: the message to show, or the error to retry with. */
export type ConfirmationResult = { kind: 'confirmed'; message: string } | { kind: 'wrong-code'; message: string };

/** Forms spec 4.3: a complaint is accepted only with a complaint number; feedback shows the answer's message. */
async function confirmEmail(pending: PendingConfirmation, code: string, calls: EmailConfirmationCalls, t: Translate): Promise<ConfirmationResult> {
  if (pending.complaintId) {
    const answer = await calls.confirmComplaint(pending.complaintId, code);
    if (!answer.numberComplaint) return { kind: 'wrong-code', message: t('emailCodeWrong') };
    return { kind: 'confirmed', message: `${t('complaintAccepted')}. ${t('complaintNumber', { number: answer.numberComplaint })}` };
  }
  const answer = await calls.checkMail(pending.feedbackId ?? '', code);
  // A wrong code keeps the review: the visitor retries as with a complaint, instead of only "Return" losing it.
  if (answer.confirmed === false) return { kind: 'wrong-code', message: answer.message || t('emailCodeWrong') };
  return { kind: 'confirmed', message: answer.message || t('emailCodeSent') };
}

export function createEmailConfirmationModel(options: {
  pending: PendingConfirmation;
  calls: EmailConfirmationCalls;
  t: Translate;
  onConfirmed: (message: string) => void;
}) {
  const codeChanged = createEvent<string>();
  const codeSubmitted = createEvent();
  const confirmFx = createEffect((code: string) => confirmEmail(options.pending, code, options.calls, options.t));
  const confirmedFx = createEffect(options.onConfirmed);

  const $code = createStore('').on(codeChanged, (_, code) => code);
  const $error = createStore<string | null>(null)
    .on(confirmFx.doneData, (_, result) => (result.kind === 'wrong-code' ? result.message : null))
    .on(confirmFx.fail, () => options.t('sendFailed'));
  $code.on(confirmFx.doneData, (code, result) => (result.kind === 'wrong-code' ? '' : code));

  sample({ clock: codeSubmitted, source: $code, filter: (code) => code !== '', target: confirmFx });
  sample({ clock: confirmFx.doneData, filter: (result) => result.kind === 'confirmed', fn: (result) => result.message, target: confirmedFx });

  return { codeChanged, codeSubmitted, $code, $error, checking: confirmFx.pending };
}
