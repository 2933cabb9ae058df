import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';

const TEXT = {
  uk: {
    toggle: 'Скільки коштує обслуговування?',
    answer: 'Обслуговування рахунку безкоштовне для всіх клієнтів.',
    noScroll: 'Які ліміти на зняття готівки?',
    noScrollAnswer: 'До 100 000 грн на добу в банкоматах банку.',
    more: 'Показати більше',
    less: 'Згорнути',
    moreText: 'Сьогодні мережа банку — 120 відділень у 24 областях і понад 900 банкоматів.',
  },
  ru: {
    toggle: 'Сколько стоит обслуживание?',
    answer: 'Обслуживание счёта бесплатное для всех клиентов.',
    noScroll: 'Какие лимиты на снятие наличных?',
    noScrollAnswer: 'До 100 000 грн в сутки в банкоматах банка.',
    more: 'Показать больше',
    less: 'Свернуть',
    moreText: 'Сегодня сеть банка — 120 отделений в 24 областях и более 900 банкоматов.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const text = TEXT[language];

  test(`${language}: a slide_toggle item opens and closes by mouse and by keyboard`, async ({ page }) => {
    await openLivePage(page, `/${language}/blocks-showcase`);
    // A native disclosure (it opens before hydration and without script) whose summary holds the title's heading.
    const toggle = page.locator('summary', { has: page.getByRole('heading', { name: text.toggle }) });
    await expect(page.getByText(text.answer)).toBeHidden();
    await toggle.click();
    await expect(page.getByText(text.answer)).toBeVisible();
    await expect(page.getByText(text.answer)).toBeInViewport();
    await toggle.click();
    await expect(page.getByText(text.answer)).toBeHidden();

    // The item without scroll: reached with Tab from the one before, opened with Enter, closed with Space.
    await toggle.focus();
    await page.keyboard.press('Tab');
    const noScroll = page.locator('summary', { has: page.getByRole('heading', { name: text.noScroll }) });
    await expect(noScroll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.noScrollAnswer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText(text.noScrollAnswer)).toBeHidden();
  });

  test(`${language}: Show more opens the rest of the text and Show less closes it; the page stays accessible`, async ({ page }) => {
    await openLivePage(page, `/${language}/blocks-showcase`);
    await expect(page.getByText(text.moreText)).toBeHidden();
    // A native disclosure: its summary carries both words, CSS shows the one of the state; it stays focused.
    const toggle = page.locator('summary', { hasText: text.more });
    await expect(toggle).toHaveText(text.more, { useInnerText: true });
    await toggle.click();
    await expect(page.getByText(text.moreText)).toBeVisible();
    await expect(toggle).toHaveText(text.less, { useInnerText: true });
    // The toggle follows the text it opened.
    expect(await toggle.evaluate((summary) => summary.getBoundingClientRect().top)).toBeGreaterThan(
      await page.getByText(text.moreText).evaluate((shown) => shown.getBoundingClientRect().top),
    );
    await page.locator('summary', { has: page.getByRole('heading', { name: text.toggle }) }).click();
    await expectNoAxeViolations(page);
    await toggle.press('Enter');
    await expect(page.getByText(text.moreText)).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveText(text.more, { useInnerText: true });
  });
}
