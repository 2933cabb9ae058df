import { createEffect, createEvent, createStore, sample } from 'effector';
import { readRegionBlocks, siteContentClient, type ContentClient, type SiteLanguage } from '@bank/shared-kit';
import { isNoticeClosedBy, noticeClosedCookie } from './notice-close';

export interface SiteNotice {
  id: string;
  label: string;
  html: string;
}

interface NoticeSettings {
  label?: string;
  body?: string | { processed?: string; value?: string };
  field_disabled?: boolean | string | number | null;
}

const NOTICE_REGION = 'notice';

export const noticeRequested = createEvent<SiteLanguage>();
/**
 * The notice the server rendered, inlined in the HTML: painted with the page instead of pushing it
 * down when it arrives. The browser still asks again after mount (the HTML may come from a cache).
 * `closed`: the request carried the notice-closed cookie, so the server left the notice out.
 */
export const noticeHydrated = createEvent<{ notice: SiteNotice | null; closed: boolean }>();
/** Read on the device after mount (never during render), so server and first client render agree. */
export const noticeMemoryRestored = createEvent();
export const noticeDismissed = createEvent();

function isSet(flag: NoticeSettings['field_disabled']): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/** The notice to show, through whichever content client the caller has (browser or server). */
export async function fetchNotice(client: ContentClient, language: SiteLanguage): Promise<SiteNotice | null> {
  const { data = [] } = await readRegionBlocks(client, language, NOTICE_REGION);
  const placed = [...data].sort((a, b) => a.attributes.weight - b.attributes.weight);
  for (const block of placed) {
    const settings = block.attributes.settings as NoticeSettings;
    // Spec: a notice with field_disabled set is not shown.
    if (isSet(settings.field_disabled)) continue;
    const html = typeof settings.body === 'string' ? settings.body : (settings.body?.processed ?? settings.body?.value ?? '');
    if (html) return { id: block.id, label: settings.label ?? '', html };
  }
  return null;
}

const loadNoticeFx = createEffect((language: SiteLanguage) => fetchNotice(siteContentClient(), language));

export const $notice = createStore<SiteNotice | null>(null)
  .on(loadNoticeFx.doneData, (_, notice) => notice)
  .on(noticeHydrated, (_, { notice }) => notice)
  .on(loadNoticeFx.fail, (_, { error }) => {
    console.error('site notice failed to load', error);
    return null;
  });

export const $noticeDismissed = createStore(false);

const readDismissalFx = createEffect(() => isNoticeClosedBy(document.cookie, Date.now()));
const keepDismissalFx = createEffect(() => {
  document.cookie = noticeClosedCookie(Date.now(), window.location.protocol === 'https:');
});

$noticeDismissed
  .on(noticeHydrated, (_, { closed }) => closed)
  .on(readDismissalFx.doneData, (_, dismissed) => dismissed)
  .on(noticeDismissed, () => true);

sample({ clock: noticeRequested, target: loadNoticeFx });
sample({ clock: noticeMemoryRestored, target: readDismissalFx });
sample({ clock: noticeDismissed, target: keepDismissalFx });
