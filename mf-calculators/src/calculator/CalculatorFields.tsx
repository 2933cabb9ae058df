import { type Translate } from '../i18n/strings';
import type { Answer, CalculatorInputs, Question } from '../api/calculator-types';
import { AnswerChoice, CheckboxQuestion } from './ChoiceQuestion';
import { RangeField } from './RangeField';
import styles from './calculator.module.css';

interface Props {
  questions: Question[];
  answers: Answer[];
  inputs: CalculatorInputs;
  onValueChange: (change: { key: string; value: number | null }) => void;
  onAnswerChoose: (answerId: number) => void;
  t: Translate;
}

/** The inputs of any calculator type, each drawn by its question type. */
export function CalculatorFields({ questions, answers, inputs, onValueChange, onAnswerChoose, t }: Props) {
  return (
    <div className={styles.fields}>
      {questions.map((question) => {
        if (question.type === 'answers') {
          return <AnswerChoice key={question.key} question={question} answers={answers} chosen={inputs.answerId} onChoose={onAnswerChoose} />;
        }
        if (question.type === 'checkbox') {
          return (
            <CheckboxQuestion
              key={question.key}
              question={question}
              checked={inputs.values[question.key] === 1}
              onChange={(checked) => onValueChange({ key: question.key, value: checked ? 1 : 0 })}
            />
          );
        }
        return (
          <RangeField
            key={question.key}
            question={question}
            value={inputs.values[question.key] ?? Number.NaN}
            onChange={(value) => onValueChange({ key: question.key, value })}
            t={t}
          />
        );
      })}
    </div>
  );
}
