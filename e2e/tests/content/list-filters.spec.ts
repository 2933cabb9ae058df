import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage, waitUntilLive } from '../../support/live-page';
import { accordionQuestion } from '../../support/accordion';

test('uk: the FAQ category filter is a labelled select; choosing by keyboard updates the address and the list', async ({ page }) => {
  await openLivePage(page, '/uk/faq');
  const category = page.getByRole('combobox', { name: 'Категорія' });
  await expect(category).toHaveValue('');
  await expect(accordionQuestion(page, /^Як заблокувати картку\?/).first()).toBeVisible();

  // Усі → Картки → Кредити: the arrow keys change a closed select.
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(category).toHaveValue('faq-credits');
  await expect(page).toHaveURL(/\/uk\/faq\?category=faq-credits$/);
  await expect(accordionQuestion(page, /^Як погасити кредит достроково\?/).first()).toBeVisible();
  await expect(accordionQuestion(page, /^Як заблокувати картку\?/)).toHaveCount(0);
  await expect(accordionQuestion(page, /^Як /)).toHaveCount(4);
  await expectNoAxeViolations(page);

  // The address keeps the choice: opened again, the list is filtered.
  await page.reload();
  await waitUntilLive(page);
  await expect(page.getByRole('combobox', { name: 'Категорія' })).toHaveValue('faq-credits');
  await expect(accordionQuestion(page, /^Як заблокувати картку\?/)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Категорія' }).selectOption({ label: 'Усі' });
  await expect(page).toHaveURL(/\/uk\/faq$/);
  await expect(accordionQuestion(page, /^Як заблокувати картку\?/).first()).toBeVisible();
});

test('ru: the career list filters by city and direction, in the address and the vacancy count', async ({ page }) => {
  await openLivePage(page, '/ru/career');
  await expect(page.getByText('13 вакансий')).toBeVisible();
  await page.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Львов' });
  await expect(page).toHaveURL(/\/ru\/career\?city=city-lviv$/);
  await expect(page.getByText('3 вакансии')).toBeVisible();
  await page.getByRole('combobox', { name: 'Направление' }).selectOption({ label: 'ИТ и аналитика' });
  await expect(page).toHaveURL(/\/ru\/career\?city=city-lviv&position=position-it$/);
  await expect(page.getByText('2 вакансии')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ru: the partners page offers its categories', async ({ page }) => {
  await openLivePage(page, '/ru/partners');
  const category = page.getByRole('combobox', { name: 'Категория' });
  await category.selectOption({ label: 'Путешествия' });
  await expect(page).toHaveURL(/\/ru\/partners\?category=partner-travel$/);
  await expect(page.getByRole('button', { name: 'Партнёр Coral Travel' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Партнёр / })).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Партнёр Comfy' })).toHaveCount(0);
});

test('uk: the blog offers its categories beside the tags', async ({ page }) => {
  await openLivePage(page, '/uk/blog');
  await page.getByRole('combobox', { name: 'Категорія' }).selectOption({ label: 'Безпека' });
  await expect(page).toHaveURL(/\/uk\/blog\?category=blog-safety$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Безпечні покупки в інтернеті', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Як скласти сімейний бюджет', exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
});
