import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { SEARCH_TEXT, resultsPath } from '../search/search-texts';
import { openServerPage } from './server-page';

// Project no-js (javaScriptEnabled: false): tabs as the server sends them. Every panel is in the HTML, and a tab is a
// link that shows its panel. On the warm page (issue 28): these tests only read pages and follow in-page links.

const ACQUIRING = {
  uk: {
    path: '/uk/business/acquiring',
    terminal: ['Термінал', 'Стаціонарний або мобільний термінал з NFC'],
    qr: ['QR-оплата', 'Покупець сканує QR-код на касі'],
    online: ['Інтернет-еквайринг', 'Платіжна сторінка або модуль для вашого сайту'],
  },
  ru: {
    path: '/ru/business/acquiring',
    terminal: ['Терминал', 'Стационарный или мобильный терминал с NFC'],
    qr: ['QR-оплата', 'Покупатель сканирует QR-код на кассе'],
    online: ['Интернет-эквайринг', 'Платёжная страница или модуль для вашего сайта'],
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const a = ACQUIRING[language];
  const s = SEARCH_TEXT[language];

  test.describe(`${language}, without JavaScript`, () => {
    test("a tab shows its panel, each panel's text in the server's HTML", async ({ page }) => {
      await openServerPage(page, a.path);
      const [terminalTab, terminalText] = a.terminal;
      const [qrTab, qrText] = a.qr;
      const [onlineTab, onlineText] = a.online;
      await expect(page.getByText(terminalText)).toBeVisible();
      await expect(page.getByText(qrText)).toBeHidden();

      await page.getByRole('tab', { name: qrTab }).click();
      await expect(page.getByText(qrText)).toBeVisible();
      await expect(page.getByText(terminalText)).toBeHidden();
      await page.getByRole('tab', { name: onlineTab }).click();
      await expect(page.getByText(onlineText)).toBeVisible();
      await expect(page.getByText(qrText)).toBeHidden();
      await page.getByRole('tab', { name: terminalTab }).click();
      await expect(page.getByText(terminalText)).toBeVisible();
    });

    test("the search results' audience tabs lead to every audience's hits", async ({ page }) => {
      await openServerPage(page, resultsPath(language, s.query));
      const [, business, other] = s.tabs;
      // The panel on show: the hidden ones are out of the accessibility tree.
      const shown = page.getByRole('tabpanel');
      await expect(shown.getByRole('link', { name: s.individualsHit, exact: true })).toBeVisible();
      await page.getByRole('tab', { name: new RegExp(`^${business}`) }).click();
      await expect(shown.getByRole('link', { name: s.businessHit, exact: true })).toBeVisible();
      await expect(shown.getByRole('link', { name: s.individualsHit, exact: true })).toHaveCount(0);
      await page.getByRole('tab', { name: new RegExp(`^${other}`) }).click();
      await expect(shown.getByRole('link', { name: s.otherHit, exact: true })).toBeVisible();
    });
  });
}
