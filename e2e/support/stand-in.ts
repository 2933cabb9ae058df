import { sitePorts } from './site-ports';

/**
 * What the stand-in kept (submissions, SMS codes, subscriptions, reports), read from the stand-in itself
 * with the content host's credentials, as the bank's staff would: the site's /api never serves it.
 */
export async function readStandIn<T>(path: string): Promise<T> {
  const user = process.env.CONTENT_AUTH_USER || 'bank-site';
  const password = process.env.CONTENT_AUTH_PASSWORD || 'stand-in-only-password';
  const response = await fetch(`http://localhost:${sitePorts().backendStub}${path}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
  });
  if (!response.ok) throw new Error(`stand-in ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A token the stand-in's human check issues, as its script gives one to a page. */
export async function humanCheckToken(): Promise<string> {
  const response = await fetch(`http://localhost:${sitePorts().backendStub}/human-check/token`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}
