import { useFormContext } from 'react-hook-form';
import type { WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { FieldMessage, useDescribedBy } from './FieldMessage';
import styles from './fields.module.css';

export function CheckboxField({ element }: { element: WebformElement }) {
  const { register, formState } = useFormContext();
  const { idPrefix } = useFieldSettings();
  const described = useDescribedBy(element.key, false);
  const id = fieldId(idPrefix, element.key);
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        {/* defaultChecked: the server's HTML shows the default too (the form ticks it only once live). */}
        <input
          id={id}
          type="checkbox"
          defaultChecked={formState.defaultValues?.[element.key] === true}
          {...register(element.key)}
          aria-required={element.required || undefined}
          {...described}
        />
        <label htmlFor={id}>{element.title}</label>
      </div>
      <FieldMessage name={element.key} />
    </div>
  );
}
