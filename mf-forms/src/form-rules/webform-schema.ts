import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, type AnyObject, type ObjectSchema } from 'yup';
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

/**
 * react-hook-form checks the schema of the step on screen: it changes as the visitor moves between steps,
 * so the resolver asks for it at each check. What was typed is kept as typed (raw), not yup's cast of it.
 */
export function stepResolver(schema: () => ObjectSchema<AnyObject>): Resolver<FormValues> {
  return (values, context, options) => (yupResolver(schema(), undefined, { raw: true }) as Resolver<FormValues>)(values, context, options);
}
