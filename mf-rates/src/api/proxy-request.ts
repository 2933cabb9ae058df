import type { ContentClient, ContentLanguage } from '@bank/shared-kit';

/**
 * The bank's named backend operations share one path: POST /{lang}/jsonapi/wise/proxyrequest?method=Name.
 * The rates' operations only read: the server shares one answer per body across its renders.
 */
export function proxyRequest<T>(client: ContentClient, language: ContentLanguage, method: string, body: unknown): Promise<T> {
  return client.post<T>(language, `/jsonapi/wise/proxyrequest?method=${encodeURIComponent(method)}`, body, { read: true });
}
