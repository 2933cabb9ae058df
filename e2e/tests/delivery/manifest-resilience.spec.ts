import { renameSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SECOND_CONTENT_VERSION } from '../../support/deployed-versions';
import { manifestFile, readManifestText } from './delivery-tools';

// Both change what the site reads at run time (remotes.json, the canary parameter): one at a time.
test.describe.configure({ mode: 'serial' });

function writeManifestText(text: string) {
  writeFileSync(`${manifestFile}.e2e.tmp`, text);
  renameSync(`${manifestFile}.e2e.tmp`, manifestFile);
}

test('a truncated remotes.json leaves visitors on the last readable composition, in the page and in what browsers read', async ({ page, request }) => {
  const good = readManifestText();
  // Read once whole, so that the server has a readable manifest to keep.
  await page.goto('/uk');
  try {
    writeManifestText(good.slice(0, Math.floor(good.length / 2)));
    const served = await request.get('/remotes.json');
    expect(JSON.parse(await served.text())).toEqual(JSON.parse(good));

    await page.goto('/uk');
    await expect(page.getByRole('heading', { name: 'Чому нас обирають' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
  } finally {
    writeManifestText(good);
  }
});

/**
 * The page as the server rendered it (its blocks' markup), without the data inlined for hydration, without the
 * no-script forms' way back to the page (`returnTo`), which names the address asked, query and all, and without the
 * `canary` parameter in the links that keep the address's query (the branch list's pager).
 */
const renderedRoot = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="bank-page-data">'))
    .replace(/(name="returnTo" value=")[^"]*"/g, '$1"')
    .replace(/canary=[^&"]*(?:&amp;)?/g, '')
    .replace(/\?"/g, '"');

test('with the canary switched off, ?canary= and the canary cookie change nothing the server renders', async ({ request }) => {
  const plain = renderedRoot(await (await request.get('/uk')).text());
  expect(plain).toContain('Чому нас обирають');
  // A canary's remote is left to the browser: with the canary on, its blocks would be empty slots here.
  const asked = renderedRoot(await (await request.get(`/uk?canary=mf_content@${SECOND_CONTENT_VERSION}`)).text());
  expect(asked).toBe(plain);
  const cookie = `bank_canary=${encodeURIComponent(`mf_content@${SECOND_CONTENT_VERSION}`)}`;
  const withCookie = renderedRoot(await (await request.get('/uk', { headers: { Cookie: cookie } })).text());
  expect(withCookie).toBe(plain);
});
