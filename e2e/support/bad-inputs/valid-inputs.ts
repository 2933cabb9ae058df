import type { WebformElement } from '../../../shared-kit/src/webform/webform-element';
import type { Entry } from './bad-input-cases';
import { fieldKindOf } from './field-kind';
import { maskedPhone } from './held-values';

/** A good answer: what the gate fills every other field with, so the one bad field is all that stops the send. */
export interface ValidInput {
  entry: Entry | { how: 'choose'; value: string; label: string } | { how: 'check' };
  held: string | boolean | string[];
}

export interface ValidOptions {
  today: Date;
  /** Makes the answers of one run recognisable among what the stand-in keeps. */
  unique: string;
}

/** Phone endings the stand-in answers with a special outcome (backend-stub README). */
const STUB_ENDINGS = ['1010', '0000', '9999', '5555', '9998'];

/** The digits of a text as Cyrillic letters (0 а, 1 б …), to mark a name. */
export const cyrillicTag = (unique: string) => unique.replace(/\D/g, '').replace(/\d/g, (digit) => 'абвгдежзик'[Number(digit)] ?? '');

const two = (n: number) => String(n).padStart(2, '0');

function choiceOf(element: WebformElement): { value: string; label: string } {
  if (element.type === 'webform_rating') return { value: '1', label: '1' };
  if (element.type === 'webform_image_select') {
    const [value, image] = Object.entries((element.attributes.images ?? {}) as Record<string, { text?: string }>)[0] ?? ['', {}];
    return { value, label: image.text ?? value };
  }
  return element.options[0] ?? { value: '', label: '' };
}

export function validInput(element: WebformElement, { today, unique }: ValidOptions): ValidInput | null {
  const text = (value: string): ValidInput => ({ entry: { how: 'paste', text: value }, held: value });
  switch (fieldKindOf(element)) {
    case 'name':
      // The run's digits as Cyrillic letters: a name is the one answer that cannot carry digits.
      return text(`${element.key === 'name' ? 'Марія' : 'Бондаренко Марія'} ${cyrillicTag(unique)}`);
    case 'phone': {
      // Operator 050 and the run's last digits, kept clear of the endings the stand-in answers specially.
      const digits = unique.replace(/\D/g, '').slice(-7).padStart(7, '3');
      const typed = `050${STUB_ENDINGS.some((ending) => digits.endsWith(ending)) ? `${digits.slice(0, 3)}3333` : digits}`;
      return { entry: { how: 'paste', text: typed }, held: maskedPhone(typed) };
    }
    case 'edrpou':
      return text('12345678');
    case 'tax-number':
      return text('1234567890');
    case 'number': {
      const value = Math.min(Number(element.max ?? 30_000), Math.max(Number(element.min ?? 0), 30_000));
      return text(String(value));
    }
    case 'email':
      return text(`visitor.${unique}@ukr.net`);
    case 'long-text':
      return text('Обслуговування швидке, дякую.');
    case 'text':
      return text('ТОВ «Сонячний край»');
    case 'date': {
      const allowed = element.dateDays ?? [];
      for (let days = 1; ; days += 1) {
        const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
        if (allowed.length === 0 || allowed.includes(date.getDay())) return text(`${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`);
      }
    }
    case 'time': {
      const value = element.min && element.min > '12:00' ? element.min : element.max && element.max < '12:00' ? element.max : '12:00';
      return { entry: { how: 'time', value }, held: value };
    }
    case 'file': {
      const extension =
        (element.fileExtensions ?? 'pdf')
          .split(/[\s,]+/)
          .filter(Boolean)[0]
          ?.replace(/^\./, '') ?? 'pdf';
      return { entry: { how: 'attach', names: [`statut-${unique}.${extension}`] }, held: [`statut-${unique}.${extension}`] };
    }
    case 'agreement':
      return { entry: { how: 'check' }, held: true };
    case 'select':
    case 'choice': {
      const choice = choiceOf(element);
      return { entry: { how: 'choose', ...choice }, held: choice.value };
    }
    default:
      return null;
  }
}
