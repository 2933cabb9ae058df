import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';

for (const [language, open, details, branches, manager] of [
  ['uk', 'Партнер Comfy', 'Деталі', 'Відділення', 'Менеджер: Петренко Анна Іванівна'],
  ['ru', 'Партнёр Comfy', 'Детали', 'Отделения', 'Менеджер: Петренко Анна Ивановна'],
] as const) {
  test(`${language}: a partner opens a side popup with Details and Branches, closed by Escape and by its button`, async ({ page }) => {
    await openLivePage(page, `/${language}/partners`);
    const partner = page.getByRole('button', { name: open });
    await partner.click();
    const dialog = page.getByRole('dialog', { name: 'Comfy' });
    await expect(dialog.getByRole('tab', { name: details })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText('Comfy');
    await dialog.getByRole('tab', { name: details }).press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: branches })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText(manager).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(partner).toBeFocused();
    await partner.click();
    await dialog.getByRole('button', { name: language === 'uk' ? 'Закрити' : 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('the expert page shows the profile, social links and the expert blog slider with a share row', async ({ page }) => {
  await openLivePage(page, '/uk/experts/olena-kovalenko');
  await expect(page.getByRole('heading', { level: 1, name: 'Олена Коваленко' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Олена Коваленко' });
  await expect(profile.getByRole('img', { name: 'Олена Коваленко' })).toBeVisible();
  await expect(profile.getByText('12 років у роздрібному банкінгу')).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Про автора' })).toBeVisible();
  for (const network of ['YouTube', 'Instagram', 'Facebook', 'Telegram', 'Viber', 'LinkedIn']) {
    await expect(profile.getByRole('link', { name: new RegExp(network) })).toBeVisible();
  }
  const slider = page.getByRole('region', { name: 'Статті автора' });
  await expect(slider.getByRole('heading', { level: 3, name: 'Як скласти сімейний бюджет' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Поділитися' }).getByRole('link', { name: /Telegram/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the experts block links each card to the expert profile (ru)', async ({ page }) => {
  await openLivePage(page, '/ru/experts');
  await page.getByRole('link', { name: 'Подробнее: Максим Бондаренко' }).click();
  await expect(page).toHaveURL(/\/ru\/experts\/maksym-bondarenko$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Максим Бондаренко' })).toBeVisible();
  await expect(page.getByText('9 лет в кредитовании').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});
