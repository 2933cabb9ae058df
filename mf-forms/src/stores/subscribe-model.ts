import { createEffect, createEvent, createStore, sample } from 'effector';
import { NEWSLETTER_CONFIRMATION_MS, checkNewsletterEmail, siteContentClient, type SiteLanguage, type ValidationIssue } from '@bank/shared-kit';
import { addNewsletterEmail, type NewsletterAnswer } from '../api/newsletter';
import { edgeRefusal } from '../submission/edge-refusal';
import type { FormNotice } from './webform-model';

export type SubscribeStatus = 'editing' | 'sending' | 'subscribed' | 'failed';

interface Options {
  language: SiteLanguage;
  /** The call that subscribes; the site's content client by default. */
  subscribe?: (email: string) => Promise<NewsletterAnswer>;
}

/**
 * One subscribe form's state. A page may show the block more than once, so each block instance
 * creates its own model.
 */
export function createSubscribeModel({ language, subscribe }: Options) {
  const emailChanged = createEvent<string>();
  const submitted = createEvent();
  const confirmationEnded = createEvent();

  const subscribeFx = createEffect(subscribe ?? ((email: string) => addNewsletterEmail(siteContentClient(), language, email)));
  // Spec 4.7: the confirmation stays 3 s, then the form returns.
  const confirmationFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, NEWSLETTER_CONFIRMATION_MS)));

  const $email = createStore('').on(emailChanged, (_, email) => email);
  const $wasSubmitted = createStore(false).on(submitted, () => true);
  const $issue = createStore<ValidationIssue | null>(null);
  const $status = createStore<SubscribeStatus>('editing')
    .on(subscribeFx, () => 'sending')
    .on(subscribeFx.done, () => 'subscribed')
    .on(subscribeFx.fail, () => 'failed')
    .on(confirmationEnded, () => 'editing');
  const $failure = createStore<FormNotice | null>(null)
    .on(subscribeFx, () => null)
    .on(subscribeFx.failData, (_, error) => edgeRefusal(error) ?? { message: 'newsletterFailed' });
  const $confirmation = createStore<string | null>(null)
    .on(subscribeFx.doneData, (_, answer) => answer.text ?? null)
    .reset(confirmationEnded);

  // Checked on submit, then again on every change so the message goes once the value is right.
  sample({ clock: submitted, source: $email, fn: checkNewsletterEmail, target: $issue });
  sample({ clock: emailChanged, filter: $wasSubmitted, fn: checkNewsletterEmail, target: $issue });
  sample({
    clock: submitted,
    source: { email: $email, status: $status },
    filter: ({ email, status }) => checkNewsletterEmail(email) === null && status !== 'sending',
    fn: ({ email }) => email,
    target: subscribeFx,
  });
  sample({ clock: subscribeFx.done, target: confirmationFx });
  sample({ clock: confirmationFx.done, target: confirmationEnded });
  $email.reset(confirmationEnded);
  $wasSubmitted.reset(confirmationEnded);

  return { emailChanged, submitted, $email, $issue, $status, $confirmation, $failure };
}

export type SubscribeModel = ReturnType<typeof createSubscribeModel>;
