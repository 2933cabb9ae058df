import { useId } from 'react';
import type { Answer, Question } from '../api/calculator-types';
import styles from './calculator.module.css';

interface CheckboxProps {
  question: Question;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no question (control types 0 and 1). */
export function CheckboxQuestion({ question, checked, onChange }: CheckboxProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{question.text}</span>
    </label>
  );
}

interface AnswersProps {
  question: Question;
  answers: Answer[];
  chosen: number | null;
  onChoose: (answerId: number) => void;
}

/** A choice among answers; control type 2 shows no visible label (the group keeps its name for screen readers). */
export function AnswerChoice({ question, answers, chosen, onChoose }: AnswersProps) {
  const name = useId();
  return (
    <fieldset className={styles.answers}>
      <legend className={question.controlType === 2 ? 'bank-visually-hidden' : styles.fieldLabel}>{question.text}</legend>
      {answers.map((answer) => (
        <label key={answer.id} className={styles.answer}>
          <input type="radio" name={name} value={answer.id} checked={chosen === answer.id} onChange={() => onChoose(answer.id)} />
          <span>{answer.text}</span>
        </label>
      ))}
    </fieldset>
  );
}
