import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

/** Reads dd.MM.yyyy; null when it is not a real calendar date. */
export function parseDayMonthYear(value: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function formatDayMonthYear(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

interface DateRules {
  required: boolean;
  /** Allowed weekdays (0 Sunday … 6 Saturday) from the element's date_days; all when unset. */
  allowedDays?: number[];
  today?: Date;
}

/** A date field: dd.MM.yyyy, today or later, on an allowed weekday. */
export function checkVisitDate(value: string, { required, allowedDays, today = new Date() }: DateRules): ValidationIssue | null {
  if (isBlank(value)) return required ? issue('fieldRequired') : null;
  const date = parseDayMonthYear(value);
  if (!date) return issue('dateFormat');
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (date < startOfToday) return issue('dateNotPast');
  if (allowedDays && allowedDays.length > 0 && !allowedDays.includes(date.getDay())) return issue('dateWeekday');
  return null;
}
