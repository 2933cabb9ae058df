import { expect, test } from '@playwright/test';
import { readManifest, recordedVersion, SECOND_CONTENT_VERSION, writeManifest, type RemoteManifest } from '../../support/deployed-versions';
import { startFakeRemote } from '../../support/fake-remote-servers';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion } from '../../support/accordion';
import { sitePorts } from '../../support/site-ports';
import { startShellAgainstDeadContentHost } from '../../support/second-shell';

const contentPort = sitePorts().remotes.mf_content;
// These tests change the live manifest, which the whole site reads: one at a time.
test.describe.configure({ mode: 'serial' });

function withContentServerEntry(manifest: RemoteManifest, serverEntry: string): RemoteManifest {
  const content = manifest.remotes.mf_content;
  if (!content) throw new Error('mf_content is missing from remotes.json');
  const live = content.versions[content.live];
  if (!live) throw new Error('mf_content live version is not deployed');
  return {
    remotes: { ...manifest.remotes, mf_content: { ...content, versions: { ...content.versions, [content.live]: { ...live, serverEntry } } } },
  };
}

/** The markup the server rendered, without the inlined JSON data (which carries every block's CMS text). */
function renderedMarkup(html: string): string {
  return html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The scripts the HTML tells the browser to load for hydration: the shell's and every block's. */
function pageScripts(html: string): string[] {
  const list = /<script type="application\/json" id="bank-page-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!list) throw new Error('the page lists no scripts');
  const scripts = JSON.parse(list) as { shell: string[]; blocks: Record<string, string[]> };
  return [...scripts.shell, ...Object.values(scripts.blocks).flat()];
}

async function expectRenderedWithoutContentBlocks(page: string) {
  const html = renderedMarkup(page);
  expect(html).toMatch(/<h1[^>]*>Банк, який поруч щодня<\/h1>/);
  expect(html).toContain('Головне меню');
  expect(html).not.toContain('Хто може отримати кредит?');
}

test('a whole page says so and may be kept by a cache; HEAD answers like GET, without the body', async ({ request }) => {
  // Once every remote answers (an earlier test may have left a circuit breaker open for a few seconds).
  await expect.poll(async () => (await request.get('/uk')).headers()['x-page-complete'], { timeout: 30_000, intervals: [1_000] }).toBe('yes');
  expect((await request.get('/uk')).headers()).toMatchObject({ 'x-page-complete': 'yes', 'cache-control': 'no-cache' });
  const head = await request.head('/uk');
  expect(head.status()).toBe(200);
  // Rendered as a GET is (whole or not, as that render went), only without the body.
  expect(head.headers()).toMatchObject({ 'x-page-complete': expect.stringMatching(/^(yes|no)$/), 'content-type': 'text/html; charset=utf-8' });
  expect(await head.text()).toBe('');
});

for (const failure of ['down', 'hanging', 'throwing'] as const) {
  test(`a remote ${failure} during server render leaves its slots empty; the page answers 200, marked incomplete, and the browser fills them`, async ({
    request,
    page,
  }) => {
    const original = readManifest();
    const fake = failure === 'down' ? null : await startFakeRemote(failure);
    const entry = fake ? `${fake.origin}/1.0.0/server/remoteEntry.js` : 'http://127.0.0.1:9/1.0.0/server/remoteEntry.js';
    try {
      writeManifest(withContentServerEntry(original, entry));
      const response = await request.get('/uk');
      expect(response.status()).toBe(200);
      // Short of its blocks, the page says so, and no cache may keep it for the next visitor.
      expect(response.headers()).toMatchObject({ 'x-page-complete': 'no', 'cache-control': 'no-store' });
      await expectRenderedWithoutContentBlocks(await response.text());
      await openLivePage(page, '/uk');
      await expect(accordionQuestion(page, 'Хто може отримати кредит?')).toBeVisible();
    } finally {
      writeManifest(original);
      await fake?.close();
    }
  });
}

test('a version switched in the manifest shows in the next server-rendered page, with no restart', async ({ request }) => {
  const original = readManifest();
  const content = original.remotes.mf_content;
  if (!content) throw new Error('mf_content is missing from remotes.json');
  const base = `http://localhost:${contentPort}/${SECOND_CONTENT_VERSION}`;
  try {
    writeManifest({
      remotes: {
        ...original.remotes,
        mf_content: {
          live: SECOND_CONTENT_VERSION,
          versions: { ...content.versions, [SECOND_CONTENT_VERSION]: recordedVersion('mf-content', SECOND_CONTENT_VERSION, contentPort) },
        },
      },
    });
    const html = await (await request.get('/uk')).text();
    expect(renderedMarkup(html)).toContain('Хто може отримати кредит?');
    expect(pageScripts(html)).toContain(`${base}/remoteEntry.js`);
  } finally {
    writeManifest(original);
  }
  const after = await (await request.get('/uk')).text();
  expect(renderedMarkup(after)).not.toContain(`/${SECOND_CONTENT_VERSION}/`);
  expect(pageScripts(after).join(' ')).not.toContain(`/${SECOND_CONTENT_VERSION}/`);
});

test('with the content API down the page answers 503 and says so in its language', async ({ request }) => {
  const shell = await startShellAgainstDeadContentHost();
  try {
    const uk = await request.get(`${shell.origin}/uk`);
    expect(uk.status()).toBe(503);
    expect(uk.headers()).toMatchObject({ 'retry-after': '10', 'cache-control': 'no-store' });
    expect(await uk.text()).toContain('Сторінка тимчасово недоступна. Спробуйте оновити її за хвилину.');
    const ru = await request.get(`${shell.origin}/ru/business`);
    expect(ru.status()).toBe(503);
    expect(await ru.text()).toContain('Страница временно недоступна. Попробуйте обновить её через минуту.');
  } finally {
    shell.stop();
  }
});
