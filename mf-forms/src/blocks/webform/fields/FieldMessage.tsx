import { CmsHtml } from '@bank/shared-kit';
import { useFormState } from 'react-hook-form';
import { errorId, useFieldSettings } from './field-context';
import styles from './fields.module.css';

/** The message under a field: ours as text, the server's as sanitised HTML (forms spec section 5). */
export function FieldMessage({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const { idPrefix } = useFieldSettings();
  const error = errors[name];
  if (!error?.message) return null;
  return (
    <div id={errorId(idPrefix, name)} className={`bank-field-error ${styles.error}`}>
      {error.type === 'server' ? <CmsHtml html={String(error.message)} /> : <p>{String(error.message)}</p>}
    </div>
  );
}

/** aria attributes that tie a control to its description and message. */
export function useDescribedBy(name: string, description: boolean): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const { errors } = useFormState({ name });
  const { idPrefix } = useFieldSettings();
  const ids = [description ? `${idPrefix}-${name}-description` : null, errors[name] ? errorId(idPrefix, name) : null].filter(Boolean);
  return { ...(errors[name] ? { 'aria-invalid': true as const } : {}), ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}) };
}
