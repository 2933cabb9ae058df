import type { ContentClient } from './content-client';

// The browser has one content client, created by the shell (it knows the router and the API base);
// shared-kit is a federation singleton, so every remote reads this same instance.
let browserClient: ContentClient | null = null;

export function registerSiteContentClient(client: ContentClient): void {
  browserClient = client;
}

export function siteContentClient(): ContentClient {
  if (!browserClient) throw new Error('content client used before the shell registered it');
  return browserClient;
}
