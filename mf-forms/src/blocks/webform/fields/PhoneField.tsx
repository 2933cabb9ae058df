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

  const value = typeof field.value === 'string' ? field.value : '';
  // The value the mask last took from the form: only a later change of the form's value comes from outside.
  const formValue = useRef(value);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // Digits typed into the server's HTML before this script ran are the visitor's: the mask takes them (IMask
    // reads the element's value) and the form learns them, and typing goes on after them, not before.
    const typedBeforeLive = element.value !== '' && element.value !== formValue.current;
    const masked = IMask(element, { mask: PHONE_MASK, lazy: true });
    masked.on('accept', () => onChange.current(masked.value));
    mask.current = masked;
    if (typedBeforeLive) {
      onChange.current(masked.value);
      if (document.activeElement === element) masked.cursorPos = masked.value.length;
    }
    return () => {
      masked.destroy();
      mask.current = null;
    };
  }, []);

  // A value set from outside (restored, prefilled, reset) goes into the mask.
  useEffect(() => {
    if (value === formValue.current) return;
    formValue.current = value;
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
        className={`bank-input ${styles.control}`}
      />
    </FieldFrame>
  );
}
