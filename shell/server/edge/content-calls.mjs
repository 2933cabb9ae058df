const CONTENT_CALL_TIMEOUT_MS = 15_000;

/**
 * The bank's calls the edge makes itself, with the content host's credentials: the answer's status,
 * type and body are handed back to the browser as they came (never the credentials, never cookies).
 */
export function createContentCalls({ contentHost, authorization, fetch: doFetch = fetch }) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ json?: unknown, headers?: Record<string, string> }} [call]
   */
  return async function callContentHost(method, path, { json, headers = {} } = {}) {
    const response = await doFetch(`${contentHost}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: authorization,
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(CONTENT_CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // A body that is not JSON is handed on as no body: the browser reads it as an empty object (spec 8).
    }
    return { status: response.status, body };
  };
}
