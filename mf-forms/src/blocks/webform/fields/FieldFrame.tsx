import type { ReactNode } from 'react';
import type { WebformElement } from '@bank/shared-kit';
import { descriptionId, fieldId, useFieldSettings } from './field-context';
import { FieldMessage } from './FieldMessage';
import styles from './fields.module.css';

interface Props {
  element: WebformElement;
  /** A hint under the label: the element's description, or one the field adds. */
  hint?: string;
  children: ReactNode;
}

/** Label, hint, control and message of one single-control field. */
export function FieldFrame({ element, hint, children }: Props) {
  const { idPrefix } = useFieldSettings();
  const description = hint ?? element.description;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(idPrefix, element.key)} className={element.titleDisplay === 'invisible' ? 'bank-visually-hidden' : styles.label}>
        {element.title}
        {element.required && <span aria-hidden="true"> *</span>}
      </label>
      {description && (
        <p id={descriptionId(idPrefix, element.key)} className="bank-field-hint">
          {description}
        </p>
      )}
      {children}
      <FieldMessage name={element.key} />
    </div>
  );
}

/** A group of choices (radio, rating, image select): fieldset and legend. */
export function ChoiceFrame({ element, children }: Omit<Props, 'hint'>) {
  const { idPrefix } = useFieldSettings();
  return (
    <fieldset className={styles.group} aria-describedby={element.description ? descriptionId(idPrefix, element.key) : undefined}>
      <legend className={element.titleDisplay === 'invisible' ? 'bank-visually-hidden' : styles.label}>
        {element.title}
        {element.required && <span aria-hidden="true"> *</span>}
      </legend>
      {element.description && (
        <p id={descriptionId(idPrefix, element.key)} className="bank-field-hint">
          {element.description}
        </p>
      )}
      {children}
      <FieldMessage name={element.key} />
    </fieldset>
  );
}
