import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage, waitUntilLive } from '../../support/live-page';

test('three products are compared, the fourth is refused, and the panel survives a reload and navigation', async ({ page }) => {
  await openLivePage(page, '/uk/products');
  const panel = page.getByRole('region', { name: 'Порівняння продуктів' });
  const addButtons = page.getByRole('button', { name: 'Додати до порівняння' });
  await expect(panel.getByText('Додайте продукти до порівняння з їхніх карток')).toBeVisible();
  for (const title of ['Кредит готівкою', 'Кредит на авто', 'Рефінансування']) {
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Додати до порівняння' }).click();
  }
  await expect(panel.getByText('Обрано 3 з 3')).toBeVisible();
  const fourth = page.getByRole('article', { name: 'Депозит «Стандарт»' }).getByRole('button', { name: 'Додати до порівняння' });
  await expect(fourth).toBeDisabled();
  await expect(page.getByRole('article', { name: 'Депозит «Стандарт»' }).getByText('Порівнювати можна не більше 3 продуктів')).toBeVisible();
  await expect(addButtons.filter({ has: page.locator('[aria-pressed="true"]') })).toHaveCount(0);

  await page.reload();
  await waitUntilLive(page);
  await expect(panel.getByText('Обрано 3 з 3')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Прибрати Рефінансування з порівняння' })).toBeVisible();

  await openLivePage(page, '/uk/products/deposits');
  await expect(page.getByRole('region', { name: 'Порівняння продуктів' }).getByText('Обрано 3 з 3')).toBeVisible();
  await page.getByRole('region', { name: 'Порівняння продуктів' }).getByRole('button', { name: 'Прибрати Кредит на авто з порівняння' }).click();
  await expect(page.getByRole('article', { name: 'Депозит «Стандарт»' }).getByRole('button', { name: 'Додати до порівняння' })).toBeEnabled();
});

test('the compare popup shows the products side by side and closes with Escape, focus back on its button', async ({ page }) => {
  await openLivePage(page, '/ru/products/deposits');
  for (const title of ['Депозит «Стандарт»', 'Депозит «Щедрый»']) {
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Добавить к сравнению' }).click();
  }
  const open = page.getByRole('button', { name: 'Сравнить' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Сравнение продуктов' });
  await expect(dialog.getByRole('columnheader', { name: /Депозит «Стандарт»/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Ставка до 15% до 16,5%/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('a product card link goes to its page, to a place on the page, or to another site in a new window', async ({ page }) => {
  await openLivePage(page, '/uk/products/cards');
  await expect(page.getByRole('article', { name: 'Кредитна картка «Універсальна»' }).getByRole('link', { name: 'Детальніше' })).toHaveAttribute(
    'href',
    '/uk/credit-cards',
  );
  await expect(page.getByRole('article', { name: 'Дебетова картка «Щоденна»' }).getByRole('link', { name: 'Замовити' })).toHaveAttribute('href', '#order');
  const external = page.getByRole('article', { name: 'Картка для подорожей' }).getByRole('link', { name: /Оформити онлайн/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
});
