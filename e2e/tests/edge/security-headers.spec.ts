import { expect } from '@playwright/test';
import { PERMISSIONS_POLICY } from '../../../tooling/src/edge/security-headers.mjs';
import { rawRequest } from '../../support/raw-request';
import { test } from '../../support/site-test';

/*
 * One header list (tooling/src/edge/security-headers.mjs), checked on the node server (project chromium) and
 * through nginx (project nginx): every answer a browser may read carries each header once.
 */

const EVERY_ANSWER = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'reporting-endpoints'];

test('a page, a static file, an /api read and an /api refusal each carry every security header, once', async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const built = /src="(\/[^"]+\.js)"/.exec((await rawRequest(origin, { path: '/uk' })).body)?.[1] ?? '/favicon.svg';
  for (const path of ['/uk', built, '/api/uk/entity/menu/footer/tree', '/api/stub/forms/submissions']) {
    const answer = await rawRequest(origin, { path });
    for (const name of EVERY_ANSWER) {
      expect(answer.headers[name], `${name} on ${path}`).toBeDefined();
      expect(Array.isArray(answer.headers[name]) ? answer.headers[name] : [answer.headers[name]], `${name} once on ${path}`).toHaveLength(1);
    }
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(answer.headers['content-security-policy']).toContain('report-to csp');
  }
});

test('the browser knows every feature the Permissions-Policy names: it warns of none', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) warnings.push(message.text());
  });
  await page.goto('/uk', { waitUntil: 'load' });
  expect(warnings).toEqual([]);
});

test("a page's policy allows its inlined styles by their hashes, never 'unsafe-inline' for style elements, and images only from where config.json says", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const response = await page.goto('/uk');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('style-src-elem')).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(directive('style-src-elem')).not.toContain('unsafe-inline');
  expect(directive('style-src')).not.toContain('unsafe-inline');
  expect(directive('img-src')).not.toMatch(/(^|\s)https:(\s|$)/);
  await expect(page.locator('header').first()).toBeVisible();
  // A styled page: the shell's inlined CSS applied (the body is not in the browser's default serif).
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^(serif|"?Times)/);
  expect(violations).toEqual([]);
});

test('remote files say nosniff', async ({ remotePorts }) => {
  const answer = await rawRequest(`http://localhost:${remotePorts.mf_forms}`, { path: '/1.0.0/remoteEntry.js' });
  expect(answer.status).toBe(200);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
});

test("a path the page server cannot decode is the site's 400, with every security header and nothing of the path", async ({ baseURL }, testInfo) => {
  // nginx answers such a path itself, before the page server (its own error pages are the edge-nginx work).
  test.skip(testInfo.project.name !== 'chromium', 'the node server only');
  const answer = await rawRequest(baseURL ?? '', { path: '/uk/%3Cb%3E%' });
  expect(answer.status).toBe(400);
  for (const name of EVERY_ANSWER) expect(answer.headers[name], name).toBeDefined();
  expect(answer.body).not.toMatch(/%3Cb|<b>/i);
});
