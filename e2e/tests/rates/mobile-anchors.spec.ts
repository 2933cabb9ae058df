import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { layoutShiftsWithin, recordLayoutShifts } from '../../support/layout-shifts';
import { openLivePage } from '../../support/live-page';

// axe and the composed site are slow on a loaded machine: three times the usual test time.
test.slow();

// Spec 2.6: narrower than 1024 px the anchors {calculatorType}-table and -converter open one part.
test.use({ viewport: { width: 800, height: 900 } });

for (const [language, texts] of [
  ['uk', { sections: 'Розділи курсів валют', table: 'Таблиця курсів', converter: 'Конвертер валют', amount: 'Сума', section: 'Курси обміну та конвертер' }],
  ['ru', { sections: 'Разделы курсов валют', table: 'Таблица курсов', converter: 'Конвертер валют', amount: 'Сумма', section: 'Курсы обмена и конвертер' }],
] as const) {
  test(`${language}: below 1024 px the anchors open the rates table or the converter`, async ({ page }) => {
    await openLivePage(page, `/${language}/rates`);
    const section = page.getByRole('region', { name: texts.section });
    const usdRow = section.getByRole('rowheader', { name: /^USD/ });
    const amount = section.getByLabel(texts.amount);
    await expect(usdRow).toBeVisible();
    await expect(amount).toBeHidden();

    const sections = section.getByRole('navigation', { name: texts.sections });
    await sections.getByRole('link', { name: texts.converter }).click();
    await expect(page).toHaveURL(/#ExchangeRates-converter$/);
    await expect(amount).toBeVisible();
    await expect(usdRow).toBeHidden();
    await expectNoAxeViolations(page, '[role="tabpanel"]');

    await sections.getByRole('link', { name: texts.table }).click();
    await expect(page).toHaveURL(/#ExchangeRates-table$/);
    await expect(usdRow).toBeVisible();
    await expect(amount).toBeHidden();
  });
}

test('a link straight to the converter anchor opens the converter', async ({ page }) => {
  await openLivePage(page, '/uk/rates#ExchangeRates-converter');
  const section = page.getByRole('region', { name: 'Курси обміну та конвертер' });
  await expect(section.getByLabel('Сума')).toBeVisible();
  await expect(section.getByRole('rowheader', { name: /^USD/ })).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test('the section links come with the server-rendered page: nothing in the rates section moves when it comes to life', async ({ page }) => {
    await recordLayoutShifts(page);
    await openLivePage(page, '/uk/rates');
    const section = page.getByRole('region', { name: 'Курси обміну та конвертер' });
    // Set by the browser once it has measured the screen: the moment the links used to be added.
    await expect(section.getByRole('link', { name: 'Таблиця курсів' })).toHaveAttribute('aria-current', 'true');
    expect(await layoutShiftsWithin(section)).toEqual([]);
  });
});

test.describe('at 1024 px and wider', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('both parts are shown and there are no section links', async ({ page }) => {
    await openLivePage(page, '/uk/rates#ExchangeRates-converter');
    const section = page.getByRole('region', { name: 'Курси обміну та конвертер' });
    await expect(section.getByLabel('Сума')).toBeVisible();
    await expect(section.getByRole('rowheader', { name: /^USD/ })).toBeVisible();
    await expect(section.getByRole('navigation')).toHaveCount(0);
  });
});
