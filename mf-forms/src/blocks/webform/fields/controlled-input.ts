import { useController } from 'react-hook-form';
import type { WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { useDescribedBy } from './FieldMessage';

/**
 * An input whose value react-hook-form controls (digits, files): the controller, and the attributes that tie the
 * input to the form, its label, its required state and its messages, the same for every such field.
 */
export function useControlledInput(element: WebformElement) {
  const { field } = useController({ name: element.key });
  const { idPrefix } = useFieldSettings();
  const described = useDescribedBy(element.key, Boolean(element.description));
  const inputProps = {
    ref: field.ref,
    id: fieldId(idPrefix, element.key),
    name: field.name,
    onBlur: field.onBlur,
    'aria-required': element.required || undefined,
    ...described,
  };
  return { field, inputProps };
}
