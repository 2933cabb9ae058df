import { issue, type ValidationIssue } from './validation-issue';

const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** A time field (HH:mm) within its min and max when the form sets them. */
export function checkTime(value: string, { required, min, max }: { required: boolean; min?: string; max?: string }): ValidationIssue | null {
  if (!value) return required ? issue('fieldRequired') : null;
  if (!/^\d{1,2}:\d{2}/.test(value)) return issue('fieldIncorrect');
  const outside = (min && minutesOf(value) < minutesOf(min)) || (max && minutesOf(value) > minutesOf(max));
  return outside ? issue('timeRange', { min: min ?? '00:00', max: max ?? '23:59' }) : null;
}
