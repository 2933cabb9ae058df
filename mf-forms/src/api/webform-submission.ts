import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

/** The submission response (shell spec section 3). */
export interface SubmissionResponse {
  sid?: string;
  message?: {
    returnValue?: string;
    orderId?: string;
    text?: string;
    feedbackId?: string;
    complaintId?: string;
    error_symbol?: string;
  } | null;
  /** Per-field messages (HTML allowed), or one message for the form. */
  error?: Record<string, string> | string | null;
  code?: string | number | null;
}

// One key per send: a resend after a lost answer carries the same key and gets the first answer back.
const idempotent = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /{lang}/jsonapi/wise/webform?_format=json: a one-step form, or the first step of two. */
export function postSubmission(
  client: ContentClient,
  language: SiteLanguage,
  payload: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SubmissionResponse> {
  return client.post<SubmissionResponse>(language, '/jsonapi/wise/webform?_format=json', payload, idempotent(idempotencyKey));
}

/** PATCH /{lang}/jsonapi/wise/webform/{form}/submission/{sid}?_format=json: the second step, merged values. */
export function patchSubmission(
  client: ContentClient,
  language: SiteLanguage,
  formId: string,
  sid: string,
  values: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SubmissionResponse> {
  const path = `/jsonapi/wise/webform/${encodeURIComponent(formId)}/submission/${encodeURIComponent(sid)}?_format=json`;
  return client.patch<SubmissionResponse>(language, path, values, idempotent(idempotencyKey));
}
