import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

const proxyPath = (method: string) => `/jsonapi/wise/proxyrequest?method=${method}&form=true`;

/** CheckMail: confirms the mailbox of a feedback with the code sent to it. */
export function checkMail(
  client: ContentClient,
  language: SiteLanguage,
  feedbackId: string,
  codeMessage: string,
): Promise<{ message?: string; confirmed?: boolean }> {
  return client.post(language, proxyPath('CheckMail'), { feedbackId, codeMessage });
}

/** ConfirmEmailComplaint: confirms a complaint; a complaint number comes back when the code is right. */
export function confirmEmailComplaint(
  client: ContentClient,
  language: SiteLanguage,
  complaintId: string,
  confirmCode: string,
): Promise<{ message?: string; numberComplaint?: string }> {
  return client.post(language, proxyPath('ConfirmEmailComplaint'), { complaintId, confirmCode });
}
