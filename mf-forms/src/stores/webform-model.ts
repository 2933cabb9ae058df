import { createEffect, createEvent, createStore, sample } from 'effector';
import { INLINE_RETURN_RESET_MS, POPUP_RESULT_RESET_MS } from '@bank/shared-kit';
import type { StringKey } from '../i18n/strings';
import type { SubmissionOutcome, SubmissionRequest, SubmissionStage } from '../submission/submit-webform';
import { edgeRefusal } from '../submission/edge-refusal';

export type WebformStatus = 'editing' | 'verifying' | 'sending' | 'processing' | 'confirming-email' | 'result';

/** A form-level message: a dictionary key with parameters. */
export interface FormNotice {
  message: StringKey;
  params?: Record<string, string | number>;
}

export interface SendRequest {
  values: Record<string, unknown>;
  /** This step's answers: what the first of two sends carries. */
  stepValues: Record<string, unknown>;
  calculator: Record<string, unknown> | null;
  currentUrl: string;
}

interface Options {
  formId: string;
  stepCount: number;
  /** The one-step credit request form when the credit-limit choice is answered No. */
  oneStepFormId: string;
  display: 'inline' | 'popup';
  /** The step that asks for a field (-1 for none): the server's message for it is shown on that step. */
  stepOfField: (key: string) => number;
  submit: (request: SubmissionRequest) => Promise<SubmissionOutcome>;
  sendToBroker: (orderId: string) => Promise<string>;
  onSubmitted: (submitted: { formId: string; sid?: string }) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A new key for the next send; kept while a send is unanswered (its resend must be the same send). */
const newSendKey = (): string => crypto.randomUUID();

/** The flow of one webform block: steps, verification, sending and what comes back. */
export function createWebformModel(options: Options) {
  const stepChosen = createEvent<number>();
  const restored = createEvent<{ step: number; sid: string | null; sendKey?: string | null }>();
  const verificationNeeded = createEvent();
  const verificationAbandoned = createEvent<FormNotice | null>();
  const sendRequested = createEvent<SendRequest & { limitDeclined: boolean }>();
  const brokerRequested = createEvent();
  const emailConfirmed = createEvent<string>();
  const returnRequested = createEvent();
  const resultClosed = createEvent();
  const reset = createEvent();

  const $step = createStore(0)
    .on(stepChosen, (_, step) => step)
    .on(restored, (_, saved) => Math.min(saved.step, options.stepCount - 1))
    .reset(reset);
  const $sid = createStore<string | null>(null)
    .on(restored, (_, saved) => saved.sid)
    .reset(reset);
  // Shell spec 4, step 2: set while the SMS check is pending, cleared when the send starts.
  const $needVerification = createStore(false)
    .on(verificationNeeded, () => true)
    .on(verificationAbandoned, () => false)
    .reset(reset);

  const sendFx = createEffect(
    async ({ request, step, sid, sendKey }: { request: SendRequest & { limitDeclined: boolean }; step: number; sid: string | null; sendKey: string }) => {
      let stage: SubmissionStage;
      if (options.stepCount === 1) stage = { kind: 'single' };
      else if (step === 0 || !sid) stage = { kind: 'first-step' };
      else if (request.limitDeclined) stage = { kind: 'one-step-credit', formId: options.oneStepFormId };
      else stage = { kind: 'second-step', sid };
      const values = stage.kind === 'first-step' ? request.stepValues : request.values;
      return options.submit({ formId: options.formId, stage, values, calculator: request.calculator, currentUrl: request.currentUrl, idempotencyKey: sendKey });
    },
  );
  // A send that got an answer is done with its key; a send whose answer was lost keeps it for the resend.
  const $sendKey = createStore<string>(newSendKey())
    .on(restored, (key, saved) => saved.sendKey ?? key)
    .on(sendFx.done, () => newSendKey())
    .on(reset, () => newSendKey());
  const brokerFx = createEffect(options.sendToBroker);
  const inlineReturnFx = createEffect(() => wait(INLINE_RETURN_RESET_MS));
  const popupResetFx = createEffect(() => wait(POPUP_RESULT_RESET_MS));

  const $status = createStore<WebformStatus>('editing')
    .on(verificationNeeded, () => 'verifying')
    .on(verificationAbandoned, () => 'editing')
    .on(sendFx, () => 'sending')
    .on(sendFx.fail, () => 'editing')
    .reset(reset);
  const $notice = createStore<FormNotice | null>(null)
    .on(verificationAbandoned, (_, notice) => notice)
    .on(sendFx, () => null)
    .on(stepChosen, () => null)
    .on(sendFx.fail, (_, { error }) => edgeRefusal(error) ?? { message: 'sendFailed' })
    .reset(reset);
  const $fieldErrors = createStore<Record<string, string>>({})
    .on(sendFx, () => ({}))
    .reset(reset);
  const $resultText = createStore('').reset(reset);
  const $orderId = createStore('').reset(reset);
  const $brokerDone = createStore(false)
    .on(brokerFx.done, () => true)
    .reset(reset);
  const $confirmation = createStore<{ feedbackId?: string; complaintId?: string } | null>(null).reset(reset);
  // The result popup outlives the reset of the form behind it: only its close control closes it.
  const $resultDialogOpen = createStore(false).on(resultClosed, () => false);
  const $dialogText = createStore('');
  // How many times the form was emptied after a send: the form's fields follow it (they hold what is typed).
  const $emptied = createStore(0).on(reset, (count) => count + 1);

  sample({
    clock: sendRequested,
    source: { step: $step, sid: $sid, status: $status, sendKey: $sendKey },
    filter: ({ status }) => status !== 'sending',
    fn: ({ step, sid, sendKey }, request) => ({ request, step, sid, sendKey }),
    target: sendFx,
  });
  $needVerification.on(sendFx, () => false);

  // What came back.
  const outcome = sendFx.doneData;
  sample({ clock: outcome, filter: (o) => o.kind === 'next-step', fn: (o) => (o.kind === 'next-step' ? o.sid : null), target: $sid });
  sample({ clock: outcome, filter: (o) => o.kind === 'next-step', fn: () => 1, target: $step });
  $status.on(outcome, (_, o) => {
    switch (o.kind) {
      case 'processing':
        return 'processing';
      case 'completed':
        return o.feedbackId || o.complaintId ? 'confirming-email' : 'result';
      default:
        return 'editing';
    }
  });
  $fieldErrors.on(outcome, (_, o) => (o.kind === 'field-errors' ? o.errors : {}));
  // A refused field on another step: the form goes to it, so its message is seen next to it.
  $step.on(outcome, (step, o) => {
    const first = o.kind === 'field-errors' ? Object.keys(o.errors)[0] : undefined;
    const owner = first === undefined ? -1 : options.stepOfField(first);
    return owner >= 0 ? owner : step;
  });
  $notice.on(outcome, (_, o) => (o.kind === 'code' ? { message: 'submissionCode', params: { code: o.code } } : null));
  $resultText.on(outcome, (text, o) => (o.kind === 'processing' || o.kind === 'completed' ? o.text : text));
  $orderId.on(outcome, (id, o) => (o.kind === 'processing' ? o.orderId : id));
  $confirmation.on(outcome, (kept, o) =>
    o.kind === 'completed' && (o.feedbackId || o.complaintId) ? { feedbackId: o.feedbackId, complaintId: o.complaintId } : kept,
  );
  // Step 6: the result opens in a popup unless the form is itself a popup (then it shows in place).
  const resultInPopup = (o: SubmissionOutcome) => o.kind === 'completed' && !o.feedbackId && !o.complaintId && options.display === 'inline';
  $resultDialogOpen.on(outcome, (open, o) => (resultInPopup(o) ? true : open));
  $dialogText.on(outcome, (text, o) => (resultInPopup(o) && o.kind === 'completed' ? o.text : text));

  const finished = sample({ clock: outcome, filter: (o) => o.kind === 'processing' || o.kind === 'completed' });
  sample({
    clock: finished,
    fn: (o) => ({ formId: options.formId, sid: o.kind === 'processing' || o.kind === 'completed' ? o.sid : undefined }),
  }).watch((submitted) => options.onSubmitted(submitted));

  // Step 7: the broker takes an application still in processing; its answer replaces the text.
  sample({ clock: brokerRequested, source: $orderId, filter: (orderId) => orderId !== '', target: brokerFx });
  $resultText.on(brokerFx.doneData, (text, answer) => answer || text);

  $status.on(emailConfirmed, () => 'result');
  $resultText.on(emailConfirmed, (_, text) => text);

  // Inline Return resets after 100 ms; a result popup resets the form behind it after 5000 ms, or at once on close.
  sample({ clock: returnRequested, target: inlineReturnFx });
  sample({ clock: inlineReturnFx.done, target: reset });
  sample({ clock: finished, filter: (o) => resultInPopup(o), target: popupResetFx });
  sample({ clock: [popupResetFx.done, resultClosed], source: $status, filter: (status) => status === 'result', target: reset });

  return {
    stepChosen,
    restored,
    verificationNeeded,
    verificationAbandoned,
    sendRequested,
    brokerRequested,
    emailConfirmed,
    returnRequested,
    resultClosed,
    $step,
    $sid,
    $sendKey,
    $status,
    $notice,
    $fieldErrors,
    $resultText,
    $brokerDone,
    $confirmation,
    $resultDialogOpen,
    $dialogText,
    $emptied,
    $needVerification,
    brokerPending: brokerFx.pending,
  };
}
