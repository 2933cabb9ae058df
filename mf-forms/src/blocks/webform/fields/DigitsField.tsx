import { useController } from 'react-hook-form';
import { acceptDigits, type WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { FieldFrame } from './FieldFrame';
import { useDescribedBy } from './FieldMessage';
import styles from './fields.module.css';

/** Number and tax-number fields: digits only, cut to maxlength, a value above max refused while typing. */
export function DigitsField({ element }: { element: WebformElement }) {
  const { field } = useController({ name: element.key });
  const { idPrefix } = useFieldSettings();
  const described = useDescribedBy(element.key, Boolean(element.description));
  const value = typeof field.value === 'string' ? field.value : '';
  const limits = { maxLength: element.maxLength, max: element.max !== undefined ? Number(element.max) : undefined };
  return (
    <FieldFrame element={element}>
      <input
        ref={field.ref}
        id={fieldId(idPrefix, element.key)}
        name={field.name}
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(event) => field.onChange(acceptDigits(event.target.value, value, limits))}
        onBlur={field.onBlur}
        placeholder={element.placeholder}
        aria-required={element.required || undefined}
        {...described}
        className={styles.control}
      />
    </FieldFrame>
  );
}
