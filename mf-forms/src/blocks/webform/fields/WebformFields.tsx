import { CmsHtml, isTaxNumberField, type WebformElement } from '@bank/shared-kit';
import { FEATURE_KEYS, SECRET_CODE_KEY } from '../../../form-rules/form-features';
import { TextField } from './TextField';
import { PhoneField } from './PhoneField';
import { DigitsField } from './DigitsField';
import { SelectField } from './SelectField';
import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import { FileField } from './FileField';
import styles from './fields.module.css';

function WebformField({ element }: { element: WebformElement }) {
  if (FEATURE_KEYS.includes(element.key) || element.key === SECRET_CODE_KEY) return null;
  if (element.key === 'phone' || element.type === 'tel') return <PhoneField element={element} />;
  if (isTaxNumberField(element.key) || element.type === 'number') return <DigitsField element={element} />;
  switch (element.type) {
    case 'container':
      return (
        <div className={element.key === 'left' || element.key === 'right' ? styles.column : undefined}>
          <WebformFields elements={element.children} />
        </div>
      );
    case 'webform_markup':
      return <CmsHtml html={element.markup} className={styles.markup} />;
    case 'select':
      return <SelectField element={element} />;
    case 'checkbox':
      return <CheckboxField element={element} />;
    case 'radio':
    case 'radios':
    case 'webform_rating':
    case 'webform_image_select':
      return <ChoiceField element={element} />;
    case 'file':
      return <FileField element={element} />;
    case 'text':
    case 'email':
    case 'textarea':
    case 'time':
    case 'custom_date':
      return <TextField element={element} />;
    // hidden and value carry their answer without a control; the submit button is the form's own.
    default:
      return null;
  }
}

/** The fields of one step, in the form's order; left and right containers side by side. */
export function WebformFields({ elements }: { elements: WebformElement[] }) {
  const hasColumns = elements.some((element) => element.key === 'left' || element.key === 'right');
  return (
    <div className={hasColumns ? styles.withColumns : styles.fields}>
      {elements.map((element) => (
        <WebformField key={element.key} element={element} />
      ))}
    </div>
  );
}
