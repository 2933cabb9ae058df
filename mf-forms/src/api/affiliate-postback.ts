import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

export interface LeadPostback {
  network: string;
  orderId: string;
  clickId: string;
}

/**
 * The affiliate confirmation of an approved lead. It goes through the bank's API, which holds the
 * networks' endpoints and keys (they never ship in a bundle); fire and forget.
 */
export function confirmLead(client: ContentClient, language: SiteLanguage, postback: LeadPostback): void {
  const query = new URLSearchParams({ network: postback.network, orderId: postback.orderId, clickId: postback.clickId });
  client.get(language, `/jsonapi/wise/affiliate-postback?${query.toString()}`).catch((error: unknown) => {
    console.warn('affiliate postback failed', error);
  });
}
