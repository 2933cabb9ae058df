import type { Answer } from '../api/calculator-types';
import { chosenCardAnswer, offeredCardAnswers } from './card-answers';

const answer = (id: number, byDefault = 0): Answer => ({ id, text: `card ${id}`, default: byDefault, controlType: 2 });

describe('credit card answers', () => {
  it('leave answer 37 out', () => {
    expect(offeredCardAnswers([answer(34), answer(35), answer(37)]).map((item) => item.id)).toEqual([34, 35]);
  });

  it('choose answer 34 even when another is marked default', () => {
    expect(chosenCardAnswer([answer(35, 1), answer(34), answer(36)])).toBe(34);
  });

  it('fall back to the default answer, never to 37', () => {
    expect(chosenCardAnswer([answer(37, 1), answer(36, 1)])).toBe(36);
    expect(chosenCardAnswer([answer(37)])).toBeNull();
  });
});
