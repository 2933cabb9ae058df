import { dictionaryGaps } from '@bank/shared-kit';
import { dictionary } from './dictionary';

it('has uk, ru and en text for every key of mf-forms, with the same parameters', () => {
  expect(dictionaryGaps(dictionary)).toEqual([]);
});
