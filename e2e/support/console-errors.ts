import type { Page } from '@playwright/test';

/** Collects what the page logs as errors and warnings, and every uncaught exception. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const uncaught: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => uncaught.push(error.message));
  return { errors, warnings, uncaught };
}

/** What a part warns when it asks for a string the page's dictionaries lack (shared-kit's translate.ts). */
export const MISSING_STRING = /: no "\w+" in \w+; release .+ with it$/;
