import type { AnalyticsMessage } from '@bank/shared-kit';
import type { SubmissionResponse } from '../api/webform-submission';
import type { AffiliateFields } from './affiliate-fields';

/** Which send this is: one-step forms send once; two-step forms POST step 1, then PATCH or POST step 2. */
export type SubmissionStage =
  | { kind: 'single' }
  | { kind: 'first-step' }
  | { kind: 'second-step'; sid: string }
  /** The credit-limit choice answered No: step 2 goes as its own one-step credit request. */
  | { kind: 'one-step-credit'; formId: string };

export interface SubmissionRequest {
  formId: string;
  stage: SubmissionStage;
  /** What this send carries: step 1's answers, or all answers merged for the last send. */
  values: Record<string, unknown>;
  calculator: Record<string, unknown> | null;
  currentUrl: string;
  /** The same for a resend of this send (its answer was lost): the bank stores it once. */
  idempotencyKey: string;
}

export type SubmissionOutcome =
  | { kind: 'next-step'; sid: string }
  | { kind: 'field-errors'; errors: Record<string, string> }
  | { kind: 'code'; code: string }
  /** returnValue "10": the bank is still deciding; the broker may take the application. */
  | { kind: 'processing'; text: string; orderId: string; sid?: string }
  | { kind: 'completed'; text: string; sid?: string; orderId?: string; returnValue?: string; feedbackId?: string; complaintId?: string };

export interface SubmissionDependencies {
  report: (message: AnalyticsMessage) => void;
  probeClientIp: () => Promise<string>;
  affiliateFields: () => AffiliateFields;
  humanCheckToken: () => Promise<string>;
  readFiles: (values: Record<string, unknown>) => Promise<Record<string, unknown>>;
  post: (payload: Record<string, unknown>, idempotencyKey: string) => Promise<SubmissionResponse>;
  patch: (formId: string, sid: string, values: Record<string, unknown>, idempotencyKey: string) => Promise<SubmissionResponse>;
  /** The affiliate confirmation of an approved lead. */
  confirmLead: (orderId: string) => void;
}

/** Form ids whose returnValue "0" is an approved lead (the credit requests). */
const CREDIT_REQUEST_FORM_IDS = ['credit_cash', 'credit_card', 'business_credit', 'credit_request_one_step', '104'];

class SubmissionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubmissionRefused';
  }
}

function interpret(response: SubmissionResponse, request: SubmissionRequest, sentFormId: string, deps: SubmissionDependencies): SubmissionOutcome {
  const { error, message, code } = response;
  if (error && typeof error === 'object' && Object.keys(error).length > 0) return { kind: 'field-errors', errors: error };
  if (typeof error === 'string' && error) throw new SubmissionRefused(error);
  // Step 10: a code without a message: the message is reset and the code is shown.
  if (code !== undefined && code !== null && code !== '' && !message) return { kind: 'code', code: String(code) };
  if (request.stage.kind === 'first-step') {
    if (!response.sid) throw new SubmissionRefused('the first step was not given a submission id');
    return { kind: 'next-step', sid: response.sid };
  }
  const text = message?.text ?? '';
  const orderId = message?.orderId ?? '';
  // Step 7: still processing: no popup, the broker button.
  if (message?.returnValue === '10') return { kind: 'processing', text, orderId, sid: response.sid };
  // Step 8: "0" is an approved lead for the credit requests, otherwise a rejection.
  if (message?.returnValue === '0') {
    if (CREDIT_REQUEST_FORM_IDS.includes(sentFormId)) {
      deps.report({ name: 'lead_approved', params: { formId: sentFormId, orderId } });
      if (orderId) deps.confirmLead(orderId);
    } else {
      deps.report({ name: 'lead_rejected', params: { formId: sentFormId, orderId } });
    }
  }
  // Step 9: a feedbackId or complaintId is kept for the email confirmation.
  return {
    kind: 'completed',
    text,
    sid: response.sid,
    orderId: message?.orderId,
    returnValue: message?.returnValue,
    feedbackId: message?.feedbackId,
    complaintId: message?.complaintId,
  };
}

/**
 * The submission routine of shell spec section 4 (steps 1, 3–10; step 2, clearing needVerification,
 * is the form model's). Every outside call comes through `deps`, so each step can be tested alone.
 */
export async function submitWebform(request: SubmissionRequest, deps: SubmissionDependencies): Promise<SubmissionOutcome> {
  const stage = request.stage;
  deps.report({ name: 'form_submit', params: { formId: request.formId, stage: stage.kind } });
  const [clientIP, captchaToken] = await Promise.all([deps.probeClientIp(), deps.humanCheckToken()]);
  const values = await deps.readFiles(request.values);

  if (stage.kind === 'second-step') {
    const response = await deps.patch(request.formId, stage.sid, { ...values, captchaToken }, request.idempotencyKey);
    return interpret(response, request, request.formId, deps);
  }
  const sentFormId = stage.kind === 'one-step-credit' ? stage.formId : request.formId;
  const payload: Record<string, unknown> = {
    ...values,
    webform_id: sentFormId,
    current_url: request.currentUrl,
    ...(request.calculator ? { calculator: request.calculator } : {}),
    clientIP,
    ...deps.affiliateFields(),
    captchaToken,
  };
  return interpret(await deps.post(payload, request.idempotencyKey), request, sentFormId, deps);
}
