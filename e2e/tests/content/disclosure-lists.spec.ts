import { test } from '../../support/warm-page';
import { expectPagedList, type PagedList } from './list-page';

// The lists the bank discloses to shareholders and regulators under /lists/: decisions, shareholder information,
// normative documents, registered orders, ownership structure (the public lists: document-lists.spec.ts). Every
// test opens its own page and only reads: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel' });

const LISTS: PagedList[] = [
  ['/lists/decision', 'Рішення органів управління', 'Решения органов управления'],
  ['/lists/info_for_shareholders', 'Інформація для акціонерів', 'Информация для акционеров'],
  ['/lists/normative_docs', 'Нормативні документи', 'Нормативные документы'],
  ['/lists/registered_orders', 'Зареєстровані розпорядження', 'Зарегистрированные распоряжения'],
  ['/lists/ownership_structure', 'Структура власності', 'Структура собственности'],
];

for (const [path, ukTitle, ruTitle] of LISTS) {
  for (const language of ['uk', 'ru'] as const) {
    const address = `/${language}${path}`;
    test(`${address} lists its items and the next page shows others`, ({ page }) =>
      expectPagedList(page, language, address, language === 'uk' ? ukTitle : ruTitle));
  }
}
