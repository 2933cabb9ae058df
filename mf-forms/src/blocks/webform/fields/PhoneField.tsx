import { useEffect, useRef } from 'react';
import IMask, { type InputMask } from 'imask';
import { useController } from 'react-hook-form';
import { PHONE_MASK, type WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { FieldFrame } from './FieldFrame';
import { useDescribedBy } from './FieldMessage';
import styles from './fields.module.css';

/** The phone with the mask +38 (000) 000-00-00. */
export function PhoneField({ element }: { element: WebformElement }) {
  const { field } = useController({ name: element.key });
  const { idPrefix } = useFieldSettings();
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask<{ mask: string }> | null>(null);
  const onChange = useRef(field.onChange);
  onChange.current = field.onChange;
  const described = useDescribedBy(element.key, Boolean(element.description));

  useEffect(() => {
    if (!input.current) return;
    const masked = IMask(input.current, { mask: PHONE_MASK, lazy: true });
    masked.on('accept', () => onChange.current(masked.value));
    mask.current = masked;
    return () => {
      masked.destroy();
      mask.current = null;
    };
  }, []);

  // A value set from outside (restored, prefilled, reset) goes into the mask.
  const value = typeof field.value === 'string' ? field.value : '';
  useEffect(() => {
    if (mask.current && mask.current.value !== value) mask.current.value = value;
  }, [value]);

  return (
    <FieldFrame element={element}>
      <input
        ref={(node) => {
          input.current = node;
          field.ref(node);
        }}
        id={fieldId(idPrefix, element.key)}
        name={field.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={element.placeholder ?? '+38 (0__) ___-__-__'}
        defaultValue={value}
        onBlur={field.onBlur}
        aria-required={element.required || undefined}
        {...described}
        className={styles.control}
      />
    </FieldFrame>
  );
}
