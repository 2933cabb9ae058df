import type { SiteLanguage, DictionaryLanguage } from '../site/language';
import { ContentError } from './content-error';
import type { ContentAnswer, ContentReadCache } from './content-read-cache';

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
  /** The server's reads, shared by every render of the process (content-read-cache.ts); the browser has its HTTP cache. */
  cache?: ContentReadCache;
  /** The largest answer taken: a runaway answer must not become a runaway page (and the server's memory). */
  maxBytes?: number;
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
  /**
   * The call only reads (the proxy's named reads: questions, rates, a calculation), though the content system
   * takes it as a POST: the server's read cache answers it like a GET, one answer per body, so warm pages make
   * no call. Never for a call that changes or sends anything.
   */
  read?: boolean;
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

/** The parsed body, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Each answer's body parsed once: the server's read cache hands every render the same answer object until it reads
 * again, and parsing it per render was a tenth of a render's garbage. Readers share the parsed body, so none may
 * change it (they map and spread it into their own shapes).
 */
const parsedBodies = new WeakMap<ContentAnswer, unknown>();

function bodyJson(answer: ContentAnswer): unknown {
  if (parsedBodies.has(answer)) return parsedBodies.get(answer);
  const parsed = parseJson(answer.text);
  parsedBodies.set(answer, parsed);
  return parsed;
}

/** The body as text, refused past maxBytes whether the host declares its length or not. A body cut off by the network or the timeout rejects. */
async function readText(response: Response, url: string, maxBytes: number): Promise<string> {
  const tooLarge = () => new ContentError(`${url}: the answer is larger than ${maxBytes} bytes`, 502);
  if (!Number.isFinite(maxBytes) || !response.body) return response.text();
  if (Number(response.headers.get('Content-Length')) > maxBytes) {
    await response.body.cancel();
    throw tooLarge();
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

function bodyField(body: unknown, name: string): string | null {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

function retryAfterOf(answer: ContentAnswer): number | null {
  const seconds = Number(answer.retryAfter);
  return answer.status === 429 && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function serverMessage(body: unknown, answer: ContentAnswer): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return answer.statusText || `HTTP ${answer.status}`;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/$/, '');

  const maxBytes = options.maxBytes ?? Infinity;

  async function answerOf(url: string, init: RequestInit, signal?: AbortSignal): Promise<ContentAnswer> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const response = await doFetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...options.headers, ...init.headers },
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    return {
      status: response.status,
      statusText: response.statusText,
      text: await readText(response, url, maxBytes),
      retryAfter: response.headers.get('Retry-After'),
      cacheControl: response.headers.get('Cache-Control'),
    };
  }

  function bodyOf<T>(answer: ContentAnswer, url: string, language: ContentLanguage | null, read: ReadOptions): T {
    if (answer.status === 401 && options.rejectUnauthorized) {
      throw new ContentError(`${url}: the content host refused the site's credentials`, 401);
    }
    if (answer.status === 401) {
      console.warn(`content: 401 for ${url}, read as an empty list`);
      return [] as T;
    }
    const ok = answer.status >= 200 && answer.status < 300;
    const parsed = bodyJson(answer);
    if (parsed === undefined && ok && read.requireJson) {
      throw new ContentError(`${url}: the answer is not JSON`, answer.status);
    }
    // Spec: a body not readable as JSON is treated as an empty object.
    const body = parsed ?? {};
    if (ok) return body as T;
    if (answer.status === 404) {
      if (language && SEARCH_PATH.test(options.currentPath())) {
        options.navigate(`/${language}/404`);
        return body as T;
      }
      if (read.allowNotFound) return body as T;
    }
    throw new ContentError(serverMessage(body, answer), answer.status, { reason: bodyField(body, 'reason'), retryAfterSeconds: retryAfterOf(answer) });
  }

  const request = async <T>(url: string, init: RequestInit, language: ContentLanguage | null, read: ReadOptions): Promise<T> =>
    bodyOf<T>(await answerOf(url, init), url, language, read);

  async function read<T>(language: ContentLanguage, target: string, readOptions: ReadOptions): Promise<T> {
    const answer = options.cache
      ? await options.cache.read(target, (signal) => answerOf(target, { method: 'GET' }, signal))
      : await answerOf(target, { method: 'GET', cache: 'force-cache' });
    return bodyOf<T>(answer, target, language, readOptions);
  }

  const url = (language: ContentLanguage, path: string) => `${base}/${language}${path.startsWith('/') ? path : `/${path}`}`;
  const send = (method: 'POST' | 'PATCH', body: string, sendOptions: SendOptions = {}): RequestInit => ({
    method,
    body,
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', ...sendOptions.headers },
  });

  async function post<T>(language: ContentLanguage, path: string, body: unknown, sendOptions: SendOptions = {}): Promise<T> {
    const target = url(language, path);
    const json = JSON.stringify(body);
    if (!sendOptions.read || !options.cache) return request(target, send('POST', json, sendOptions), language, {});
    const answer = await options.cache.read(`${target} ${json}`, (signal) => answerOf(target, send('POST', json, sendOptions), signal));
    return bodyOf<T>(answer, target, language, {});
  }

  return {
    get: (language, path, readOptions = {}) => read(language, url(language, path), readOptions),
    post,
    patch: (language, path, body, sendOptions) => request(url(language, path), send('PATCH', JSON.stringify(body), sendOptions), language, {}),
    postAbsolute: (absolute, body) => request(absolute, send('POST', JSON.stringify(body)), null, {}),
    getAbsolute: (absolute) => request(absolute, { method: 'GET', cache: 'no-store' }, null, {}),
  };
}

/** Files are linked over http by the content system; the site only loads https. */
export function secureFileUrl(url: string): string {
  return url.replace(/^http:\/\//, 'https://');
}
