import { expect, test } from '@playwright/test';
import { readManifest, recordedVersion, SECOND_CONTENT_VERSION, writeManifest } from '../../support/deployed-versions';
import { sitePorts } from '../../support/site-ports';
import { openLivePage, waitUntilLive } from '../../support/live-page';
import { loadedShares } from '../../support/shared-scope';
import { accordionQuestion } from '../../support/accordion';

const contentPort = sitePorts().remotes.mf_content;

test.describe.configure({ mode: 'serial' });

test('changing remotes.json to another deployed version changes what the page loads, with no rebuild', async ({ page }) => {
  const original = readManifest();
  const remote = original.remotes.mf_content;
  if (!remote) throw new Error('mf_content is missing from remotes.json');
  const liveVersion = remote.live;
  const liveEntries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) liveEntries.push(request.url());
  });
  try {
    await openLivePage(page, '/uk');
    await expect(accordionQuestion(page, 'Хто може отримати кредит?')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(liveEntries).toContain(`http://localhost:${contentPort}/${liveVersion}/remoteEntry.js`);

    writeManifest({
      remotes: {
        ...original.remotes,
        mf_content: {
          live: SECOND_CONTENT_VERSION,
          versions: {
            ...remote.versions,
            [SECOND_CONTENT_VERSION]: recordedVersion('mf-content', SECOND_CONTENT_VERSION, contentPort),
          },
        },
      },
    });
    liveEntries.length = 0;
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitUntilLive(page);
    await expect(accordionQuestion(page, 'Хто може отримати кредит?')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(liveEntries).toContain(`http://localhost:${contentPort}/${SECOND_CONTENT_VERSION}/remoteEntry.js`);
    expect(liveEntries).not.toContain(`http://localhost:${contentPort}/${liveVersion}/remoteEntry.js`);
  } finally {
    writeManifest(original);
  }
});

test('React, React DOM and effector are each loaded once, by the shell, for every remote', async ({ page }) => {
  await openLivePage(page, '/uk');
  await page.waitForLoadState('networkidle');
  // Every remote's share scope points at the providers it uses: one object per package means one copy.
  const loaded = await loadedShares(page, ['react', 'react-dom', 'effector', '@bank/shared-kit']);
  for (const name of ['react', 'react-dom', 'effector', '@bank/shared-kit']) {
    expect(loaded[name], name).toHaveLength(1);
    expect(loaded[name]?.[0]?.from).toBe('shell');
  }
  // Every remote takes the shell's kit. mf-content's blocks on this page draw through the kit's components (its
  // accordion is the kit's), so it asks for no React of its own.
  expect(loaded['@bank/shared-kit']?.[0]?.useIn).toEqual(
    expect.arrayContaining(['mf_content', 'mf_rates', 'mf_search', 'mf_forms', 'mf_calculators', 'mf_map']),
  );
  expect(loaded.react?.[0]?.useIn).toEqual(expect.arrayContaining(['mf_rates', 'mf_search', 'mf_forms']));
});
