import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../../support/console-errors';
import { startFakeContentHost } from '../../support/fake-content-host';
import { openLivePage } from '../../support/live-page';
import { sitePorts } from '../../support/site-ports';
import { startSecondShell } from '../../support/second-shell';

// The stand-in's page /quality/xss carries script payloads in its title, body, block titles, block
// bodies, link URLs and image attributes (backend-stub/src/seed/pages/quality.mjs). Menus are
// site-wide, so the hostile menu items are added on the way to a second shell only.
const RUN = 'window.__xssRan=true;alert(1)';
const trapTitle = (text: string) => `${text} <img src=x onerror="${RUN}"><script>${RUN}</script>`;
const PAGE = '/quality/xss';

interface MenuItem {
  title: string;
  url: string;
  options?: { external?: boolean };
  subtree: MenuItem[];
}

function withHostileItems(body: unknown): unknown {
  const items = body as MenuItem[];
  const [model] = items;
  if (!model) return items;
  const item = (title: string, url: string, subtree: MenuItem[] = [], external = false): MenuItem => ({
    ...model,
    title,
    url,
    options: { ...model.options, external },
    subtree,
  });
  return [
    ...items,
    item(trapTitle('Меню-пастка'), `javascript:${RUN}`, [
      item('menu-data-link', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
      item('menu-vbscript-link', 'vbscript:msgbox(1)'),
      item('menu-external-javascript-link', ` JavaScript:${RUN}`, [], true),
    ]),
  ];
}

const HOSTILE_SCHEME = /^(javascript|vbscript|data):/i;
const LINK_NAMES = [
  'body-javascript-link',
  'body-obfuscated-link',
  'body-data-link',
  'body-vbscript-link',
  'banner-javascript-link',
  'landing-data-link',
  'landing-vbscript-link',
  'landing-javascript-link',
  'item-javascript-link',
  'menu-data-link',
  'menu-vbscript-link',
  'menu-external-javascript-link',
];

/** Every URL-bearing attribute in the document that names a script or data scheme (whitespace ignored, as browsers do). */
function hostileUrls(page: Page) {
  return page.evaluate((pattern) => {
    const scheme = new RegExp(pattern, 'i');
    return [...document.querySelectorAll('*')].flatMap((element) =>
      ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null)
        // eslint-disable-next-line no-control-regex
        .filter((value) => scheme.test(value.replace(/[\u0000-\u0020]/g, '')) && !/^data:image\//i.test(value.trim()))
        .map((value) => `${element.tagName.toLowerCase()}: ${value.slice(0, 60)}`),
    );
  }, HOSTILE_SCHEME.source);
}

function inlineHandlers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => `${element.tagName}.${attribute.name}`),
    ),
  );
}

let host: Awaited<ReturnType<typeof startFakeContentHost>>;
let shell: Awaited<ReturnType<typeof startSecondShell>>;

test.beforeAll(async () => {
  host = await startFakeContentHost(`http://127.0.0.1:${sitePorts().backendStub}`);
  host.alterJson(/\/entity\/menu\/(main_menu|footer|header-menu)\/tree/, withHostileItems);
  shell = await startSecondShell(host.origin, 'xssPayloads');
});
test.afterAll(async () => {
  shell.stop();
  await host.stop();
});

for (const language of ['uk', 'ru'] as const) {
  test(`the server-rendered page carries no handler and no script URL, before any script runs (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${shell.origin}/${language}${PAGE}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trapTitle('Сторінка з пастками'));
      expect(await hostileUrls(page)).toEqual([]);
      expect(await inlineHandlers(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

for (const [language, withPolicy] of [
  ['uk', true],
  ['ru', false],
] as const) {
  test(`payloads in titles, bodies, link URLs, images and menus stay inert (${language}, ${withPolicy ? 'with' : 'without'} the CSP)`, async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: !withPolicy });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const console = watchConsole(page);
    await openLivePage(page, `${shell.origin}/${language}${PAGE}`);

    // Shown as text, never parsed as markup.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trapTitle('Сторінка з пастками'));
    await expect(page.getByRole('heading', { name: trapTitle('Блок з пастками') })).toBeVisible();
    await expect(page.getByText('<script>shown-as-text</script>').first()).toBeVisible();
    await expect(page.getByText('Безпечний абзац серед пасток.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'landing-safe-link' })).toHaveAttribute('href', 'https://safe.bank.example/apply');
    const mainMenu = page.getByRole('navigation', { name: language === 'uk' ? 'Головне меню' : 'Главное меню' });
    // The second menu is drawn in the main menu too, for phones, and hidden here: the visible copy counts.
    await expect(mainMenu.getByText(trapTitle('Меню-пастка'), { exact: true }).filter({ visible: true })).toBeVisible();
    await mainMenu.getByRole('button', { name: new RegExp('Меню-пастка') }).click();
    await expect(mainMenu.getByText('menu-data-link').filter({ visible: true })).toBeVisible();

    // Followed, nothing runs.
    for (const name of LINK_NAMES) {
      const target = page.getByText(name, { exact: true });
      if ((await target.count()) > 0 && (await target.first().isVisible())) await target.first().click({ noWaitAfter: true });
    }
    expect(await hostileUrls(page)).toEqual([]);
    expect(await inlineHandlers(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xssRan?: boolean }).__xssRan)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(console.uncaught).toEqual([]);
    // Chrome reports an inline handler against the CSP as soon as any parser of the page meets one,
    // even in the sanitiser's inert document where it can never run (checked by the run without CSP).
    const fromPayloads = console.errors.filter((text) => /Refused to|javascript:|__xssRan|React has blocked|Content Security Policy/i.test(text));
    expect(fromPayloads.filter((text) => !/^Executing inline event handler violates/.test(text))).toEqual([]);
    if (!withPolicy) expect(fromPayloads).toEqual([]);
    await context.close();
  });
}

test('a payload in a search result title shows as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openLivePage(page, `${shell.origin}/uk/search/${encodeURIComponent('пастками')}`);
  await expect(page.getByRole('link', { name: trapTitle('Сторінка з пастками') })).toHaveAttribute('href', `/uk${PAGE}`);
  expect(await hostileUrls(page)).toEqual([]);
  expect(await inlineHandlers(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});
