import type { ContentClient, ContentLanguage } from '@bank/shared-kit';

/** The bank's named backend operations share one path: POST /{lang}/jsonapi/wise/proxyrequest?method=Name. */
export function proxyRequest<T>(client: ContentClient, language: ContentLanguage, method: string, body: unknown): Promise<T> {
  return client.post<T>(language, `/jsonapi/wise/proxyrequest?method=${encodeURIComponent(method)}`, body);
}
