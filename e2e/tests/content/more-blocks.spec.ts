import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console-errors';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion, expectAnswerOpen } from '../../support/accordion';

test.slow();

// The seven presentational blocks added last to the page with every block (backend-stub content-showcase-more).
const NEW_BLOCK_TYPES = ['credit_debt_briefcase', 'lending', 'configs', 'partner_block', 'guarantees', 'accordion_and_files', 'blok_tablica_tekst_maltipl'];

const TEXT = {
  uk: {
    headings: [
      'Продаж кредитного портфеля',
      'Картка «Драйв» для водіїв',
      'Послуги для бізнесу',
      'Як оформити кредит',
      'Наші партнери',
      'Банківські гарантії для бізнесу',
      'Умови обслуговування рахунків',
      'Тарифи для ФОП',
    ],
    serverTexts: [
      'Лот № 2: кредити малому бізнесу',
      'Кешбек 5%',
      'Еквайринг',
      'Рішення банку',
      'Фокстрот',
      'Тендерна гарантія',
      'Відкриття рахунку',
      'SWIFT-переказ',
    ],
    opening: 'Відкриття рахунку',
    tariffs: 'Тарифи на обслуговування',
    closing: 'Закриття рахунку',
    tariffsFile: 'Завантажити Тарифи 2026.pdf',
    next: 'Наступний слайд',
    previous: 'Попередній слайд',
    lastSlide: 'Інкасація',
  },
  ru: {
    headings: [
      'Продажа кредитного портфеля',
      'Карта «Драйв» для водителей',
      'Услуги для бизнеса',
      'Как оформить кредит',
      'Наши партнёры',
      'Банковские гарантии для бизнеса',
      'Условия обслуживания счетов',
      'Тарифы для ФЛП',
    ],
    serverTexts: [
      'Лот № 2: кредиты малому бизнесу',
      'Кэшбэк 5%',
      'Эквайринг',
      'Решение банка',
      'Эпицентр',
      'Тендерная гарантия',
      'Открытие счёта',
      'SWIFT-перевод',
    ],
    opening: 'Открытие счёта',
    tariffs: 'Тарифы на обслуживание',
    closing: 'Закрытие счёта',
    tariffsFile: 'Скачать Тарифы 2026.pdf',
    next: 'Следующий слайд',
    previous: 'Предыдущий слайд',
    lastSlide: 'Инкассация',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const text = TEXT[language];
  const path = `/${language}/blocks-showcase`;

  test(`${language}: the seven new blocks arrive in the server's HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    for (const type of NEW_BLOCK_TYPES) expect(html).toContain(`data-block-type="${type}"`);
    for (const expected of [...text.headings, ...text.serverTexts]) expect(html).toContain(expected);
  });

  test(`${language}: the new blocks hydrate without warnings and every one is shown`, async ({ page }) => {
    const console = watchConsole(page);
    await openLivePage(page, path);
    for (const heading of text.headings) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(console.errors.filter((message) => /hydrat|did not match|#418|#423|#425/i.test(message))).toEqual([]);
    expect(console.uncaught).toEqual([]);
  });

  test(`${language}: accordion with files opens one item at a time, by mouse and keyboard, and offers its documents`, async ({ page }) => {
    await openLivePage(page, path);
    const opening = accordionQuestion(page, text.opening);
    const tariffs = accordionQuestion(page, text.tariffs);
    await opening.click();
    await expectAnswerOpen(opening, true);
    await tariffs.click();
    await expectAnswerOpen(tariffs, true);
    await expectAnswerOpen(opening, false);
    const file = tariffs.locator('xpath=..').getByRole('link', { name: text.tariffsFile });
    await expect(file).toHaveAttribute('href', '/files/documents/showcase/tariffs-2026.pdf');
    await expect(file).toHaveAttribute('download', '');
    const document = await page.request.get((await file.getAttribute('href'))!);
    expect([document.status(), document.headers()['content-type']]).toEqual([200, 'application/pdf']);

    await tariffs.press('ArrowDown');
    const closing = accordionQuestion(page, text.closing);
    await expect(closing).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAnswerOpen(closing, true);
    await expectAnswerOpen(tariffs, false);
    await page.keyboard.press('Space');
    await expectAnswerOpen(closing, false);
  });

  test(`${language}: configs with field_slider is a slider whose controls move it; without it a plain list`, async ({ page }) => {
    await openLivePage(page, path);
    const slider = page.getByRole('group', { name: text.headings[2] });
    const previous = slider.getByRole('button', { name: text.previous });
    const next = slider.getByRole('button', { name: text.next });
    const lastSlide = slider.getByRole('heading', { level: 3, name: text.lastSlide });
    // Swiper has taken over once it disables the control that cannot move.
    await expect(previous).toBeDisabled();
    await expect(lastSlide).not.toBeInViewport();
    await next.click();
    await expect(previous).toBeEnabled();
    await next.click();
    await expect(lastSlide).toBeInViewport();
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(next).toBeEnabled();

    const plain = page.locator('section', { has: page.getByRole('heading', { level: 2, name: text.headings[3] }) });
    await expect(plain.getByRole('listitem')).toHaveCount(3);
    await expect(plain.getByRole('group')).toHaveCount(0);
    await expect(plain.getByRole('button')).toHaveCount(0);
  });

  test(`${language}: the new blocks have no axe violations`, async ({ page }) => {
    await openLivePage(page, path);
    await expect(page.getByRole('heading', { level: 2, name: text.headings[7] })).toBeVisible();
    await expectNoAxeViolations(page, NEW_BLOCK_TYPES.map((type) => `[data-block-type="${type}"]`).join(', '));
  });
}
