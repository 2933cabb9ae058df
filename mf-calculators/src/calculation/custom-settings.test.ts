import type { Question } from '../api/calculator-types';
import { applyCustomSettings } from './custom-settings';

const question = (key: string, order: number): Question => ({
  id: order,
  key,
  text: key,
  type: 'range',
  controlType: 2,
  unit: 'UAH',
  min: 1_000,
  max: 100_000,
  step: 1_000,
  default: 10_000,
  order,
});

describe('custom settings of a calculator block', () => {
  it('override title, min, max, default and order by field key', () => {
    const [first, second] = applyCustomSettings(
      [question('summa', 1), question('termin', 2)],
      [{ field_key: 'summa', field_title: 'Скільки потрібно', field_min: '5000', field_max: 50_000, field_default: '20000', field_order: 3 }],
    );
    expect(second).toMatchObject({ key: 'summa', text: 'Скільки потрібно', min: 5_000, max: 50_000, default: 20_000, order: 3 });
    expect(first?.key).toBe('termin');
  });

  it('keep the default within the overridden range', () => {
    const [summa] = applyCustomSettings([question('summa', 1)], [{ field_key: 'summa', field_max: 5_000 }]);
    expect(summa?.default).toBe(5_000);
  });

  it('leave questions without a setting unchanged', () => {
    expect(applyCustomSettings([question('summa', 1)])).toEqual([question('summa', 1)]);
  });
});
