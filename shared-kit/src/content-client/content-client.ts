import type { SiteLanguage, DictionaryLanguage } from '../site/language';
import { ContentError } from './content-error';

export interface ContentClientOptions {
  /** `/api` in the browser (the proxy adds credentials); the content host itself on the server. */
  baseUrl: string;
  /** Extra headers: the server adds basic authentication here; browser code never does. */
  headers?: Record<string, string>;
  /** The page path the visitor is on; a 404 on a search path sends them to the 404 page. */
  currentPath: () => string;
  navigate: (path: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Spec 8 reads a 401 as an empty list (the browser's answer, through the proxy). The server holds the
   * credentials itself: a 401 there means the site's own credentials are wrong, a failure, never an
   * empty page or a missing one.
   */
  rejectUnauthorized?: boolean;
}

export interface ReadOptions {
  /** Resolve with the (possibly empty) body of a 404 instead of rejecting. */
  allowNotFound?: boolean;
  /**
   * Reject a successful answer whose body is not JSON instead of reading it as an empty object:
   * a page read must not take a broken answer (a proxy's HTML page, a cut-off body) for a missing page.
   */
  requireJson?: boolean;
}

export type ContentLanguage = SiteLanguage | DictionaryLanguage;

export const CONTENT_TIMEOUT_MS = 10_000;

export interface SendOptions {
  /** e.g. the Idempotency-Key of a form send. */
  headers?: Record<string, string>;
}

export interface ContentClient {
  get<T>(language: ContentLanguage, path: string, options?: ReadOptions): Promise<T>;
  post<T>(language: ContentLanguage, path: string, body: unknown, options?: SendOptions): Promise<T>;
  patch<T>(language: ContentLanguage, path: string, body: unknown, options?: SendOptions): Promise<T>;
  /** A POST to a full URL outside the language prefix: the site's own routes (the SMS code). */
  postAbsolute<T>(url: string, body: unknown): Promise<T>;
  /**
   * A full URL outside the language prefix (SMS gateway, routing). These are actions, not content
   * reads: never served from the cache (a second SMS to the same phone must really be sent).
   */
  getAbsolute<T>(url: string): Promise<T>;
}

const SEARCH_PATH = /^\/(uk|ru|en)\/search(\/|$)/;

/** The parsed body, or undefined when it is not JSON. A body cut off by the network or the timeout rejects. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function bodyField(body: unknown, name: string): string | null {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return response.status === 429 && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function serverMessage(body: unknown, response: Response): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return response.statusText || `HTTP ${response.status}`;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/$/, '');

  async function request<T>(url: string, init: RequestInit, language: ContentLanguage | null, read: ReadOptions): Promise<T> {
    const response = await doFetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...options.headers, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 && options.rejectUnauthorized) {
      throw new ContentError(`${url}: the content host refused the site's credentials`, 401);
    }
    if (response.status === 401) {
      console.warn(`content: 401 for ${url}, read as an empty list`);
      return [] as T;
    }
    const parsed = await readJson(response);
    if (parsed === undefined && response.ok && read.requireJson) {
      throw new ContentError(`${url}: the answer is not JSON`, response.status);
    }
    // Spec: a body not readable as JSON is treated as an empty object.
    const body = parsed ?? {};
    if (response.ok) return body as T;
    if (response.status === 404) {
      if (language && SEARCH_PATH.test(options.currentPath())) {
        options.navigate(`/${language}/404`);
        return body as T;
      }
      if (read.allowNotFound) return body as T;
    }
    throw new ContentError(serverMessage(body, response), response.status, { reason: bodyField(body, 'reason'), retryAfterSeconds: retryAfterOf(response) });
  }

  const url = (language: ContentLanguage, path: string) => `${base}/${language}${path.startsWith('/') ? path : `/${path}`}`;
  const send = (method: 'POST' | 'PATCH', body: unknown, sendOptions: SendOptions = {}): RequestInit => ({
    method,
    body: JSON.stringify(body),
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', ...sendOptions.headers },
  });

  return {
    get: (language, path, read = {}) => request(url(language, path), { method: 'GET', cache: 'force-cache' }, language, read),
    post: (language, path, body, sendOptions) => request(url(language, path), send('POST', body, sendOptions), language, {}),
    patch: (language, path, body, sendOptions) => request(url(language, path), send('PATCH', body, sendOptions), language, {}),
    postAbsolute: (absolute, body) => request(absolute, send('POST', body), null, {}),
    getAbsolute: (absolute) => request(absolute, { method: 'GET', cache: 'no-store' }, null, {}),
  };
}

/** Files are linked over http by the content system; the site only loads https. */
export function secureFileUrl(url: string): string {
  return url.replace(/^http:\/\//, 'https://');
}
