import type { ProductCard } from './product-card';

export interface CompareRow {
  feature: string;
  values: string[];
}

/** Products side by side: one row per description label any of them has, '—' where one lacks it. */
export function compareRows(cards: ProductCard[]): CompareRow[] {
  const features: string[] = [];
  for (const card of cards) {
    for (const pair of card.description) if (!features.includes(pair.first)) features.push(pair.first);
  }
  return features.map((feature) => ({
    feature,
    values: cards.map((card) => card.description.find((pair) => pair.first === feature)?.second ?? '—'),
  }));
}
