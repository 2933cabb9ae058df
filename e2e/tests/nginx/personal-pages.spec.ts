import { expect, test, type APIRequestContext } from '@playwright/test';
import { TEXTS } from '../shell/shell-texts';

// A page rendered from one visitor's cookie is that visitor's: nginx's page cache never hands it to the next
// visitor, however the cookie is spelled (the page server's cookie parser trims the spaces around a name).
let pageCount = 0;
/** A page address no earlier request has asked for (the cache keeps every page it stored). */
const freshPage = () => `/uk?personal-pages=${Date.now()}-${(pageCount += 1)}`;

/** What the visitor sees: the page before its inlined data (which holds the notice either way). */
async function visit(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  const html = await response.text();
  return { status: response.status(), headers: response.headers(), shown: html.slice(0, html.indexOf('<script type="application/json"')) };
}

test('a page without the notice made for a "bank_notice_closed =…" cookie is kept by no cache: the next visitor gets the notice', async ({ request }) => {
  const path = freshPage();
  const closed = await visit(request, path, { Cookie: `bank_notice_closed =${Date.now()}` });
  expect(closed.status).toBe(200);
  expect(closed.shown).not.toContain(TEXTS.uk.notice);
  expect(closed.headers['cache-control']).toBe('no-store');
  for (let visitor = 0; visitor < 2; visitor += 1) {
    const next = await visit(request, path);
    expect(next.shown).toContain(TEXTS.uk.notice);
  }
});
