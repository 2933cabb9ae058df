import { allowedExtensions, type WebformElement } from '@bank/shared-kit';
import { useFieldSettings } from './field-context';
import { FieldFrame } from './FieldFrame';
import { useControlledInput } from './controlled-input';
import styles from './fields.module.css';

/** Files: the count and type rules are checked on send, so a visitor sees why a choice is refused. */
export function FileField({ element }: { element: WebformElement }) {
  const { field, inputProps } = useControlledInput(element);
  const { t } = useFieldSettings();
  const files = Array.isArray(field.value) ? (field.value as File[]) : [];
  const accept = allowedExtensions(element.fileExtensions)
    .map((extension) => `.${extension}`)
    .join(',');
  return (
    <FieldFrame element={element}>
      <input
        {...inputProps}
        type="file"
        multiple={(element.multiple ?? 1) > 1}
        accept={accept || undefined}
        onChange={(event) => field.onChange(Array.from(event.target.files ?? []))}
        className={styles.file}
      />
      {files.length > 0 && (
        <p className="bank-field-hint">
          {t('chosenFiles', { n: files.length })}: {files.map((file) => file.name).join(', ')}
        </p>
      )}
    </FieldFrame>
  );
}
