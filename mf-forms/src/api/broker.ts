import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

/** GET /{lang}/jsonapi/wise/sendtobroker?numberApp=orderId: hands an application still in processing to the broker. */
export async function sendToBroker(client: ContentClient, language: SiteLanguage, orderId: string): Promise<string> {
  const answer = await client.get<{ returnValue?: string }>(language, `/jsonapi/wise/sendtobroker?numberApp=${encodeURIComponent(orderId)}`);
  return answer.returnValue ?? '';
}
