import type { Answer } from '../api/calculator-types';

/** Spec 4.4: in the credit card calculator answer 34 is the chosen one and answer 37 is left out. */
const CHOSEN_CARD_ANSWER = 34;
const EXCLUDED_CARD_ANSWER = 37;

export function offeredCardAnswers(answers: Answer[]): Answer[] {
  return answers.filter((answer) => answer.id !== EXCLUDED_CARD_ANSWER);
}

export function chosenCardAnswer(answers: Answer[]): number | null {
  const offered = offeredCardAnswers(answers);
  const chosen = offered.find((answer) => answer.id === CHOSEN_CARD_ANSWER) ?? offered.find((answer) => answer.default === 1) ?? offered[0];
  return chosen?.id ?? null;
}
