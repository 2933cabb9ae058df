import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { calculate, readAnswers, readQuestions } from '../api/calculator-api';
import type { Answer, CalculatorContext, CalculatorInputs, CalculatorType, Question } from '../api/calculator-types';
import { calculatorContextOf, calculatorTypeOf } from '../calculation/calculator-context';
import { applyCustomSettings, type CustomSetting } from '../calculation/custom-settings';
import { chosenCardAnswer, offeredCardAnswers } from '../calculation/card-answers';
import { outcomeOf, type CalculationOutcome } from '../stores/calculator-model';

/** Everything a calculator needs for its first render, server side included. */
export interface CalculatorData {
  type: CalculatorType;
  title: string | null;
  context: CalculatorContext;
  questions: Question[];
  answers: Answer[];
  inputs: CalculatorInputs;
  outcome: CalculationOutcome;
}

export async function loadCalculatorData(
  block: CmsBlock,
  blockContext: BlockContext,
  client: ContentClient,
  fallbackType?: CalculatorType,
): Promise<CalculatorData> {
  const type = calculatorTypeOf(block, fallbackType);
  const context = calculatorContextOf(block);
  const language = blockContext.language;
  const [questions, allAnswers] = await Promise.all([
    readQuestions(client, language, context),
    type === 'IndCreditCardCalc' ? readAnswers(client, language, context) : Promise.resolve([]),
  ]);
  const ordered = applyCustomSettings(questions, block.attributes.field_custom_settings as CustomSetting[] | undefined);
  const answers = offeredCardAnswers(allAnswers);
  const inputs: CalculatorInputs = {
    values: Object.fromEntries(ordered.filter((question) => question.type !== 'answers').map((question) => [question.key, question.default])),
    answerId: type === 'IndCreditCardCalc' ? chosenCardAnswer(answers) : null,
  };
  // The first result comes with the data, so the block arrives with figures (and renders them on the server).
  const outcome = await calculate(client, language, type, context, inputs).then(outcomeOf, (): CalculationOutcome => ({ status: 'error' }));
  const title = block.attributes.field_block_title;
  return { type, title: typeof title === 'string' ? title : null, context, questions: ordered, answers, inputs, outcome };
}
