import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { excerpt, NOTIFICATION_EXCERPT_CHARS, readBlockContent, siteContentClient, type ContentClient, type SiteLanguage } from '@bank/shared-kit';
import { DEVICE_KEYS, recall, remember } from '../device-memory/device-memory';
import { parseOpened, remainingNotifications, withOpened } from './opened-notifications';

export interface SpecialProposal {
  id: string;
  title: string;
  /** The body cut to 50 characters. */
  summary: string;
  description: string | null;
  href: string | null;
  image: { url: string; alt: string } | null;
}

type CmsText = string | { processed?: string; value?: string } | null | undefined;

interface PushItem {
  id: string;
  title: string;
  body?: CmsText;
  field_description?: CmsText;
  path?: { alias?: string | null } | null;
  image?: { url?: string; alt?: string } | null;
}

interface PushBlocks {
  data?: { id: string; attributes: { field_push?: PushItem[] } }[];
}

export const notificationsRequested = createEvent<SiteLanguage>();
/** The proposals the server rendered, inlined in the HTML: the bell opens them before hydration and without script. */
export const notificationsHydrated = createEvent<SpecialProposal[]>();
/** Read on the device after mount (never during render), so server and first client render agree. */
export const notificationsMemoryRestored = createEvent();
export const notificationOpened = createEvent<string>();

const textOf = (text: CmsText) => (typeof text === 'string' ? text : (text?.processed ?? text?.value ?? ''));

function inLanguage(alias: string | null | undefined, language: SiteLanguage): string | null {
  if (!alias) return null;
  if (/^https?:\/\//.test(alias) || alias.startsWith(`/${language}/`) || alias === `/${language}`) return alias;
  return `/${language}${alias.startsWith('/') ? alias : `/${alias}`}`;
}

/** The proposals, through whichever content client the caller has (browser or server). */
export async function fetchProposals(client: ContentClient, language: SiteLanguage): Promise<SpecialProposal[]> {
  const blocks = await readBlockContent<PushBlocks>(client, language, 'push');
  return (blocks.data ?? []).flatMap((block) =>
    (block.attributes.field_push ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      summary: excerpt(textOf(item.body), NOTIFICATION_EXCERPT_CHARS),
      description: textOf(item.field_description) || null,
      href: inLanguage(item.path?.alias, language),
      image: item.image?.url ? { url: item.image.url, alt: item.image.alt ?? '' } : null,
    })),
  );
}

export const loadNotificationsFx = createEffect((language: SiteLanguage) => fetchProposals(siteContentClient(), language));

export const $proposals = createStore<SpecialProposal[]>([])
  .on(loadNotificationsFx.doneData, (_, proposals) => proposals)
  .on(notificationsHydrated, (_, proposals) => proposals)
  .on(loadNotificationsFx.fail, (_, { error }) => {
    console.error('special proposals failed to load', error);
    return [];
  });

const readOpenedFx = createEffect(() => parseOpened(recall(DEVICE_KEYS.openedNotifications)));
const keepOpenedFx = createEffect((opened: string[]) => remember(DEVICE_KEYS.openedNotifications, JSON.stringify(opened)));

const $openedProposals = createStore<string[]>([])
  .on(readOpenedFx.doneData, (_, opened) => opened)
  .on(notificationOpened, (opened, id) => withOpened(opened, id));

export const $remainingProposals = combine($proposals, $openedProposals, remainingNotifications);

sample({ clock: notificationsRequested, target: loadNotificationsFx });
sample({ clock: notificationsMemoryRestored, target: readOpenedFx });
sample({ clock: notificationOpened, source: $openedProposals, fn: (opened) => opened, target: keepOpenedFx });
