import { useFormContext } from 'react-hook-form';
import type { WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { FieldFrame } from './FieldFrame';
import { useDescribedBy } from './FieldMessage';
import styles from './fields.module.css';

export function SelectField({ element }: { element: WebformElement }) {
  const { register } = useFormContext();
  const { idPrefix } = useFieldSettings();
  const described = useDescribedBy(element.key, Boolean(element.description));
  const options = element.sortOptions ? [...element.options].sort((a, b) => a.label.localeCompare(b.label)) : element.options;
  return (
    <FieldFrame element={element}>
      <select
        id={fieldId(idPrefix, element.key)}
        {...register(element.key)}
        aria-required={element.required || undefined}
        {...described}
        className={`bank-input ${styles.control}`}
      >
        <option value="">{element.placeholder ?? '—'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
