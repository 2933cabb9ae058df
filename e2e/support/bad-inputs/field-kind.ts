import type { WebformElement } from '../../../shared-kit/src/webform/webform-element';

/**
 * Which rule of the validation table (forms spec section 5) a webform field falls under, read from the
 * spec rather than from the form code, so the cases check the code instead of repeating it.
 */
export type FieldKind =
  'name' | 'phone' | 'edrpou' | 'tax-number' | 'number' | 'email' | 'long-text' | 'date' | 'time' | 'file' | 'agreement' | 'select' | 'choice' | 'text';

const NAME_KEYS = ['last_name', 'pib', 'name', 'patronymic_name'];
const TAX_NUMBER_KEYS = ['inn', 'ipn'];
/** Keys that switch a feature on and carry no answer (forms spec 3.1). */
const FEATURE_KEYS = ['sms_verification', 'progress_bar', 'progress_bar_second', 'pers_code'];

export function fieldKindOf(element: WebformElement): FieldKind | null {
  const { key, type } = element;
  if (['hidden', 'value', 'submit', 'webform_markup', 'container', 'webform_wizard_page'].includes(type) || FEATURE_KEYS.includes(key)) return null;
  if (NAME_KEYS.includes(key)) return 'name';
  if (key === 'phone' || type === 'tel') return 'phone';
  if (key === 'edrpou') return 'edrpou';
  if (TAX_NUMBER_KEYS.includes(key)) return 'tax-number';
  if (type === 'number') return 'number';
  switch (type) {
    case 'email':
      return 'email';
    case 'textarea':
      return 'long-text';
    case 'custom_date':
      return 'date';
    case 'time':
      return 'time';
    case 'file':
      return 'file';
    case 'checkbox':
      return 'agreement';
    case 'select':
      return 'select';
    case 'radio':
    case 'radios':
    case 'webform_rating':
    case 'webform_image_select':
      return 'choice';
    default:
      return 'text';
  }
}

/** The answer elements of a form in order, each with the step it sits on (wizard pages are steps). */
export function answerFields(elements: WebformElement[]): Array<{ element: WebformElement; step: number }> {
  const pages = elements.filter((element) => element.type === 'webform_wizard_page');
  const steps = pages.length > 0 ? pages.map((page) => page.children) : [elements];
  const flatten = (list: WebformElement[]): WebformElement[] =>
    list.flatMap((element) => (element.type === 'container' ? flatten(element.children) : fieldKindOf(element) ? [element] : []));
  return steps.flatMap((children, step) => flatten(children).map((element) => ({ element, step })));
}
