import type { Page } from '@playwright/test';

/** A calculator block: a region named by its title. */
export const calculator = (page: Page, title: string) => page.getByRole('region', { name: title });
