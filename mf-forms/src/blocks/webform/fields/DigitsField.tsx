import { acceptDigits, type WebformElement } from '@bank/shared-kit';
import { FieldFrame } from './FieldFrame';
import { useControlledInput } from './controlled-input';
import styles from './fields.module.css';

/** Number and tax-number fields: digits only, cut to maxlength, a value above max refused while typing. */
export function DigitsField({ element }: { element: WebformElement }) {
  const { field, inputProps } = useControlledInput(element);
  const value = typeof field.value === 'string' ? field.value : '';
  const limits = { maxLength: element.maxLength, max: element.max !== undefined ? Number(element.max) : undefined };
  return (
    <FieldFrame element={element}>
      <input
        {...inputProps}
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(event) => field.onChange(acceptDigits(event.target.value, value, limits))}
        placeholder={element.placeholder}
        className={`bank-input ${styles.control}`}
      />
    </FieldFrame>
  );
}
