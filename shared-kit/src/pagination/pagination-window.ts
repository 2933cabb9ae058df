import { PAGINATION_MAX_NUMBERS } from '../site/constants';

/** The zero-based page numbers to show: at most four, around the current page. None for a single page. */
export function paginationWindow(current: number, pageCount: number, maxNumbers = PAGINATION_MAX_NUMBERS): number[] {
  if (pageCount <= 1) return [];
  const size = Math.min(maxNumbers, pageCount);
  const start = Math.max(0, Math.min(current - Math.floor((size - 1) / 2), pageCount - size));
  return Array.from({ length: size }, (_, index) => start + index);
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
