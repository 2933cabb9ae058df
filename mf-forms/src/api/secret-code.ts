import type { ContentClient, SiteLanguage } from '@bank/shared-kit';

/** The deposit secret code (+1 % at a branch), issued by the bank: a code the browser made up would be worth nothing. */
export async function readSecretCode(client: ContentClient, language: SiteLanguage): Promise<string> {
  const answer = await client.post<{ code?: string }>(language, '/jsonapi/wise/proxyrequest?method=GetSecretCode&form=true', {});
  return typeof answer.code === 'string' ? answer.code : '';
}
