import type { Question } from '../api/calculator-types';

/** An editor's override of a calculator field, from the block's field_custom_settings (spec 3.3). */
export interface CustomSetting {
  field_key: string;
  field_type?: string;
  field_min?: number | string;
  field_max?: number | string;
  field_default?: number | string;
  field_order?: number | string;
  field_title?: string;
}

const numberOr = (value: number | string | undefined, fallback: number) => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return parsed === undefined || Number.isNaN(parsed) ? fallback : parsed;
};

/** Questions with the editor's settings applied, in their display order. */
export function applyCustomSettings(questions: Question[], settings: CustomSetting[] = []): Question[] {
  return questions
    .map((question) => {
      const setting = settings.find((candidate) => candidate.field_key === question.key);
      if (!setting) return question;
      const min = numberOr(setting.field_min, question.min);
      const max = numberOr(setting.field_max, question.max);
      return {
        ...question,
        text: setting.field_title || question.text,
        min,
        max,
        default: Math.min(max, Math.max(min, numberOr(setting.field_default, question.default))),
        order: numberOr(setting.field_order, question.order),
      };
    })
    .sort((a, b) => a.order - b.order);
}
