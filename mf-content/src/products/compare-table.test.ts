import { compareRows } from './compare-table';
import type { ProductCard } from './product-card';

const card = (id: string, description: Array<[string, string]>): ProductCard => ({
  id,
  title: id,
  subtitle: null,
  action: null,
  description: description.map(([first, second]) => ({ first, second })),
  canCompare: true,
  tags: [],
  list: [],
  link: null,
});

describe('compare table', () => {
  it('puts each feature on one row and marks a missing value with a dash', () => {
    const rows = compareRows([
      card('a', [
        ['Ставка', '15%'],
        ['Строк', '12 міс.'],
      ]),
      card('b', [['Ставка', '16,5%']]),
    ]);
    expect(rows).toEqual([
      { feature: 'Ставка', values: ['15%', '16,5%'] },
      { feature: 'Строк', values: ['12 міс.', '—'] },
    ]);
  });
});
