import { useState } from 'react';
import { useUnit } from 'effector-react';
import { siteContentClient, type BlockContext } from '@bank/shared-kit';
import { calculate } from '../api/calculator-api';
import { createCalculatorModel } from '../stores/calculator-model';
import type { CalculatorData } from './load-calculator-data';

/** The calculator's model for one mounted block; interaction fetches through the site's content client. */
export function useCalculatorModel(data: CalculatorData, blockContext: BlockContext) {
  const [model] = useState(() =>
    createCalculatorModel({
      questions: data.questions,
      inputs: data.inputs,
      outcome: data.outcome,
      calculate: (inputs) => calculate(siteContentClient(), blockContext.language, data.type, data.context, inputs),
    }),
  );
  const [inputs, outcome, lastResult, busy, onValueChange, onAnswerChoose] = useUnit([
    model.$inputs,
    model.$outcome,
    model.$lastResult,
    model.$busy,
    model.valueChanged,
    model.answerChosen,
  ]);
  return { inputs, outcome, lastResult, busy, onValueChange, onAnswerChoose };
}
