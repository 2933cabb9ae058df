/** @jest-environment node */
import { createContentClient, type ContentClientOptions } from './content-client';
import { ContentError } from './content-error';
import type { ContentAnswer, ContentReadCache } from './content-read-cache';

function respond(status: number, body: string, statusText = '') {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => new Response(body, { status, statusText }));
}

function client(fetch: ReturnType<typeof respond>, overrides: Partial<ContentClientOptions> = {}) {
  return createContentClient({ baseUrl: '/api', currentPath: () => '/uk', navigate: jest.fn(), fetch, ...overrides });
}

describe('content client', () => {
  it("parses a cached answer's body once: every render that reads it gets the same body", async () => {
    const answer: ContentAnswer = { status: 200, statusText: 'OK', text: '[{"title":"Deposits"}]', retryAfter: null, cacheControl: null };
    const cache: ContentReadCache = { read: async () => answer };
    const reader = client(respond(200, '[]'), { cache });
    const first = await reader.get('uk', '/entity/menu/main/tree');
    expect(first).toEqual([{ title: 'Deposits' }]);
    expect(await reader.get('uk', '/entity/menu/main/tree')).toBe(first);
  });

  it('prefixes every path with the language', async () => {
    const fetch = respond(200, '[]');
    await client(fetch).get('ru', '/entity/menu/footer/tree');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ru/entity/menu/footer/tree');
  });

  it('reads with GET and forced cache', async () => {
    const fetch = respond(200, '{}');
    await client(fetch).get('uk', '/jsonapi/node/news');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', cache: 'force-cache' });
  });

  it('sends no credentials of its own from the browser', async () => {
    const fetch = respond(200, '{}');
    await client(fetch).get('uk', '/jsonapi/node/news');
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('adds the headers the server gives it (basic auth on the server only)', async () => {
    const fetch = respond(200, '{}');
    await client(fetch, { headers: { Authorization: 'Basic abc' } }).get('uk', '/x');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Basic abc' });
  });

  it('answers 401 with an empty list and a console warning only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client(respond(401, '{"message":"no"}')).get('uk', '/jsonapi/node/news')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("rejects a 401 on the server, where the site's own credentials were refused (never an empty or missing page)", async () => {
    const failure = client(respond(401, '{"message":"Unauthorized"}'), { rejectUnauthorized: true }).get('uk', '/jsonapi/wise/requestssr');
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it('treats a body not readable as JSON as an empty object', async () => {
    await expect(client(respond(200, '<html>oops</html>')).get('uk', '/x')).resolves.toEqual({});
  });

  it('rejects a successful answer that is not JSON when the caller requires JSON (a page read)', async () => {
    await expect(client(respond(200, '{"data":{"attri')).get('uk', '/x', { requireJson: true })).rejects.toThrow('the answer is not JSON');
  });

  it('still returns the body of a 404 that is not JSON when the caller allows not found and requires JSON', async () => {
    await expect(client(respond(404, '<html>Not found</html>')).get('uk', '/x', { allowNotFound: true, requireJson: true })).resolves.toEqual({});
  });

  it('rejects when the body is cut off by the network, instead of reading it as empty', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const fetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => new Response(cutOff, { status: 200 }));
    await expect(client(fetch).get('uk', '/x')).rejects.toThrow('terminated');
  });

  it('sends a visitor on a search path to /{lang}/404 when the search answers 404', async () => {
    const navigate = jest.fn();
    await client(respond(404, '{}'), { currentPath: () => '/ru/search/кредит', navigate }).get('ru', '/jsonapi/wise/search');
    expect(navigate).toHaveBeenCalledWith('/ru/404');
  });

  it('does not redirect a 404 outside search paths', async () => {
    const navigate = jest.fn();
    await expect(client(respond(404, '{"message":"Page not found"}'), { navigate }).get('uk', '/x')).rejects.toThrow('Page not found');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns the parsed 404 body when the caller allows it', async () => {
    await expect(client(respond(404, '{"message":"Page not found"}')).get('uk', '/x', { allowNotFound: true })).resolves.toEqual({
      message: 'Page not found',
    });
  });

  it("rejects other failures with the server's message", async () => {
    const failure = client(respond(500, '{"message":"Database is down"}')).get('uk', '/x');
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(client(respond(500, '{"message":"Database is down"}')).get('uk', '/x')).rejects.toThrow('Database is down');
  });

  it('rejects with the status text when the server gives no message', async () => {
    await expect(client(respond(503, 'busy', 'Service Unavailable')).get('uk', '/x')).rejects.toThrow('Service Unavailable');
  });

  it('never answers an action outside the content reads (SMS, routing) from the cache', async () => {
    const fetch = respond(200, '{"type":"SUCCESS"}');
    await client(fetch).getAbsolute('/api/wise/send-sms-api-bank?phone=380671234567');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', cache: 'no-store' });
  });

  it('posts JSON bodies', async () => {
    const fetch = respond(200, '{"sid":"7"}');
    await expect(client(fetch).post('uk', '/jsonapi/wise/webform?_format=json', { webform_id: 'credit' })).resolves.toEqual({ sid: '7' });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"webform_id":"credit"}' });
  });
});
