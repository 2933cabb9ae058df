import { mixed, object, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { Resolver } from 'react-hook-form';
import type { WebformElement } from '@bank/shared-kit';
import { type Translate } from '../i18n/strings';
import { answerElements } from './form-steps';
import { fieldRule } from './field-rule';
import type { FieldValue, FormValues } from './initial-values';

/** The yup schema of one step: each field checked by its rule, messages in the form's language. */
export function stepSchema(elements: WebformElement[], formId: string, t: Translate): ObjectSchema<AnyObject> {
  const shape: Record<string, ReturnType<typeof mixed>> = {};
  for (const element of answerElements(elements)) {
    const rule = fieldRule(element, formId);
    if (!rule) continue;
    shape[element.key] = mixed().test(element.key, '', function check(value) {
      const found = rule(value as FieldValue | undefined);
      if (!found) return true;
      // The form's own required message wins over the dictionary's.
      const message = found.message === 'fieldRequired' && element.error ? element.error : t(found.message, found.params);
      return this.createError({ message });
    });
  }
  return object(shape);
}

/** react-hook-form reads yup through this (the same job @hookform/resolvers does, for our one case). */
export function yupResolver(schema: () => ObjectSchema<AnyObject>): Resolver<FormValues> {
  return async (values) => {
    try {
      await schema().validate(values, { abortEarly: false });
      return { values, errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const failure of error.inner) {
        if (failure.path && !errors[failure.path]) errors[failure.path] = { type: 'validation', message: failure.message };
      }
      return { values: {}, errors };
    }
  };
}
