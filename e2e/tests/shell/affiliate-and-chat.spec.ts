import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { watchConsole } from '../../support/console-errors';
import { TEXTS } from './shell-texts';

// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

test('a landing URL keeps its click ids in cookies for 108,000 s, SameSite=Lax', async ({ page, context }) => {
  const before = Date.now() / 1000;
  await openLivePage(page, '/uk/credits-sd?click_id=e2e-click-1&utm_source=leadgid&utm_campaign=spring');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'click_id')).toBe(true);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.click_id?.value).toBe('e2e-click-1');
  expect(cookies.utm_source?.value).toBe('leadgid');
  expect(cookies.affiliate_landing?.value).toBe('credits-sd');
  expect(cookies.click_id?.sameSite).toBe('Lax');
  // Served over http here: Secure is added only on https.
  expect(cookies.click_id?.secure).toBe(false);
  const lifetime = (cookies.click_id?.expires ?? 0) - before;
  expect(lifetime).toBeGreaterThan(107_000);
  expect(lifetime).toBeLessThanOrEqual(108_100);
});

test('an ordinary page sets no affiliate cookie', async ({ page, context }) => {
  await openLivePage(page, '/ru/credits?click_id=not-a-landing');
  await expect(page.getByRole('navigation', { name: TEXTS.ru.mainMenu })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('click_id');
});

/** The chat setting of config.json, as fetched and as the server inlines it into the page. */
async function chatScriptAt(page: import('@playwright/test').Page, scriptUrl: string) {
  const chat = JSON.stringify({ scriptUrl });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { chat: { scriptUrl: string } };
    await route.fulfill({ response, json: { ...config, chat: { ...config.chat, scriptUrl } } });
  });
  await page.route(/\/(uk|ru)(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/"chat":\{"scriptUrl":"[^"]*"\}/, `"chat":${chat}`);
    await route.fulfill({ response, body: html });
  });
}

for (const language of ['uk', 'ru'] as const) {
  const t = TEXTS[language];

  test(`${language}: the chat launcher appears 15 s after load and turns active at 17 s when the basic block says enabled`, async ({ page }) => {
    // Time stands still from the start of the page, so that only runFor moves it.
    const start = new Date('2026-11-22T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await chatScriptAt(page, '/e2e-chat-widget.js');
    let scriptRequests = 0;
    await page.route('**/e2e-chat-widget.js', (route) => {
      scriptRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: 'window.e2eChatLoaded = true;' });
    });
    await openLivePage(page, t.home);
    // Work the page schedules with timers needs the clock to move a little while the script loads.
    let advanced = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        advanced += 100;
        return page.evaluate(() => (window as unknown as { e2eChatLoaded?: boolean }).e2eChatLoaded);
      })
      .toBe(true);
    expect(scriptRequests).toBe(1);
    await page.clock.runFor(14_000 - advanced);
    await expect(page.getByRole('button', { name: t.onlineChat })).toHaveCount(0);
    await page.clock.runFor(1_100);
    await expect(page.getByRole('button', { name: t.onlineChat })).toBeVisible();
    await expect(page.getByText(t.consultantOnline)).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(page.getByText(t.consultantOnline)).toBeVisible();
  });

  test(`${language}: the chat script is not loaded when the basic block does not say enabled`, async ({ page }) => {
    await chatScriptAt(page, '/e2e-chat-widget.js');
    let scriptRequests = 0;
    await page.route('**/e2e-chat-widget.js', (route) => {
      scriptRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    const basicBlockRead = page.waitForResponse('**/jsonapi/block_content/basic');
    await page.route('**/jsonapi/block_content/basic', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { attributes: { body: string } }[] };
      for (const block of body.data) block.attributes.body = language === 'uk' ? '<p>Онлайн-чат: вимкнено</p>' : '<p>Онлайн-чат: выключено</p>';
      await route.fulfill({ response, json: body });
    });
    await openLivePage(page, t.home);
    await basicBlockRead;
    await page.waitForLoadState('networkidle');
    expect(scriptRequests).toBe(0);
  });
}

test('a chat script that cannot load breaks nothing', async ({ page }) => {
  const console = watchConsole(page);
  await page.clock.install();
  await chatScriptAt(page, '/e2e-chat-widget.js');
  await page.route('**/e2e-chat-widget.js', (route) => route.abort('connectionrefused'));
  await openLivePage(page, '/uk');
  await page.clock.runFor(20_000);
  await expect(page.getByRole('button', { name: TEXTS.uk.onlineChat })).toHaveCount(0);
  await page.getByRole('button', { name: TEXTS.uk.submenu(TEXTS.uk.credits) }).click();
  await expect(page.getByRole('link', { name: TEXTS.uk.creditCash })).toBeVisible();
  expect(console.uncaught).toEqual([]);
});
