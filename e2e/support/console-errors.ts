import type { Page } from '@playwright/test';

/** Collects what the page logs as errors and every uncaught exception. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  const uncaught: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => uncaught.push(error.message));
  return { errors, uncaught };
}
