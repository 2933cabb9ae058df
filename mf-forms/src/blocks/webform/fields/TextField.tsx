import { useFormContext } from 'react-hook-form';
import { NAME_MAX_CHARS, isNameField, type WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { FieldFrame } from './FieldFrame';
import { useDescribedBy } from './FieldMessage';
import styles from './fields.module.css';

// What the browser may fill in for the special keys (WCAG 1.3.5).
const AUTOCOMPLETE: Record<string, string> = {
  pib: 'name',
  name: 'given-name',
  last_name: 'family-name',
  patronymic_name: 'additional-name',
  email: 'email',
  mail: 'email',
};

/** Text, email, long text, time and date fields. */
export function TextField({ element }: { element: WebformElement }) {
  const { register } = useFormContext();
  const { idPrefix, t } = useFieldSettings();
  const id = fieldId(idPrefix, element.key);
  const hint =
    element.type === 'custom_date'
      ? t('dateFormatHint')
      : element.type === 'email' && !element.required
        ? [element.description, t('fieldNotRequired')].filter(Boolean).join('. ')
        : undefined;
  const described = useDescribedBy(element.key, Boolean(hint ?? element.description));
  const common = {
    id,
    ...register(element.key),
    ...described,
    'aria-required': element.required || undefined,
    placeholder: element.placeholder,
    className: `bank-input ${styles.control}`,
  };

  if (element.type === 'textarea') {
    return (
      <FieldFrame element={element}>
        <textarea {...common} rows={5} />
      </FieldFrame>
    );
  }
  const type = element.type === 'email' ? 'email' : element.type === 'time' ? 'time' : 'text';
  return (
    <FieldFrame element={element} hint={hint}>
      <input
        {...common}
        type={type}
        min={element.type === 'time' ? element.min : undefined}
        max={element.type === 'time' ? element.max : undefined}
        inputMode={element.type === 'custom_date' ? 'numeric' : undefined}
        maxLength={isNameField(element.key) ? NAME_MAX_CHARS : element.type === 'custom_date' ? 10 : element.maxLength}
        autoComplete={AUTOCOMPLETE[element.key] ?? (element.type === 'email' ? 'email' : undefined)}
      />
    </FieldFrame>
  );
}
