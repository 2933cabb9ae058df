import { useFormContext } from 'react-hook-form';
import type { ElementOption, WebformElement } from '@bank/shared-kit';
import { fieldId, useFieldSettings } from './field-context';
import { ChoiceFrame } from './FieldFrame';
import { useDescribedBy } from './FieldMessage';
import styles from './fields.module.css';

interface ImageChoice {
  text?: string;
  src?: string;
}

/** The choices of a radio group, a rating (1…max) or an image select (pictures with their text). */
function choicesOf(element: WebformElement, ratingLabel: (n: number, max: number) => string): Array<ElementOption & { image?: string }> {
  if (element.type === 'webform_rating') {
    const max = Number(element.max ?? 5);
    return Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: ratingLabel(index + 1, max) }));
  }
  if (element.type === 'webform_image_select') {
    const images = (element.attributes.images ?? {}) as Record<string, ImageChoice>;
    return Object.entries(images).map(([value, image]) => ({ value, label: image.text ?? value, image: image.src }));
  }
  return element.options;
}

export function ChoiceField({ element }: { element: WebformElement }) {
  const { register, formState } = useFormContext();
  // The server's HTML checks the default choice too: the form checks it only once live.
  const chosen = formState.defaultValues?.[element.key];
  const { idPrefix, t } = useFieldSettings();
  const described = useDescribedBy(element.key, false);
  const choices = choicesOf(element, (n, max) => t('ratingValue', { n, max }));
  const layout = element.type === 'webform_rating' ? styles.rating : element.type === 'webform_image_select' ? styles.images : styles.choices;
  return (
    <ChoiceFrame element={element}>
      <div className={layout}>
        {choices.map((choice) => {
          const id = `${fieldId(idPrefix, element.key)}-${choice.value}`;
          return (
            <div key={choice.value} className={styles.choice}>
              <input id={id} type="radio" value={choice.value} defaultChecked={chosen === choice.value} {...register(element.key)} {...described} />
              <label htmlFor={id}>
                {choice.image && <img src={choice.image} alt="" width={64} height={64} />}
                <span>{choice.label}</span>
              </label>
            </div>
          );
        })}
      </div>
    </ChoiceFrame>
  );
}
