import { issue, type ValidationIssue } from './validation-issue';

export interface FileLimits {
  required: boolean;
  /** The maximum number of files (the element's `multiple`); one when unset. */
  maxCount?: number;
  /** Allowed extensions as the form lists them: "pdf jpg png". */
  extensions?: string;
}

export function allowedExtensions(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .map((extension) => extension.replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

export function checkFiles(names: string[], { required, maxCount = 1, extensions }: FileLimits): ValidationIssue | null {
  if (names.length === 0) return required ? issue('fieldRequired') : null;
  if (names.length > maxCount) return issue('maxFiles', { n: maxCount });
  const allowed = allowedExtensions(extensions);
  if (allowed.length > 0 && names.some((name) => !allowed.includes(name.split('.').pop()?.toLowerCase() ?? ''))) {
    return issue('fileExtension', { extensions: allowed.join(', ') });
  }
  return null;
}
