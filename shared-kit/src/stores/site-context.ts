import { createEvent, createStore } from 'effector';
import type { SiteLanguage } from '../site/language';
import { DEFAULT_LANGUAGE } from '../site/language';
import type { Audience } from '../site/audience';
import { languageChanged } from '../event-bus/site-events';

/** Set by the shell on every navigation. */
export const siteContextChanged = createEvent<{ language: SiteLanguage; audience: Audience; path: string }>();

export const $language = createStore<SiteLanguage>(DEFAULT_LANGUAGE)
  .on(siteContextChanged, (_, context) => context.language)
  .on(languageChanged, (_, language) => language);

export const $audience = createStore<Audience>('individuals').on(siteContextChanged, (_, context) => context.audience);
