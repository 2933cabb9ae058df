import { createEffect, createEvent, createStore, sample } from 'effector';
import { readBlockContent, siteContentClient, type SiteLanguage } from '@bank/shared-kit';
import { isChatSwitchedOn } from './chat-switch';

interface BasicBlocks {
  data?: { id: string; attributes: { info?: string; body?: string | { processed?: string; value?: string } | null } }[];
}

/** The basic block whose admin label is this holds the chat switch. */
const CHAT_SWITCH_LABEL = 'chat';

export const chatSwitchRequested = createEvent<SiteLanguage>();

const readChatSwitchFx = createEffect(async (language: SiteLanguage): Promise<boolean> => {
  const blocks = await readBlockContent<BasicBlocks>(siteContentClient(), language, 'basic');
  const block = (blocks.data ?? []).find((candidate) => candidate.attributes.info === CHAT_SWITCH_LABEL);
  const body = block?.attributes.body;
  return isChatSwitchedOn(typeof body === 'string' ? body : (body?.processed ?? body?.value ?? ''));
});

export const $chatSwitchedOn = createStore(false)
  .on(readChatSwitchFx.doneData, (_, on) => on)
  .on(readChatSwitchFx.fail, (_, { error }) => {
    console.warn('chat switch unreadable, chat stays off', error);
    return false;
  });

sample({ clock: chatSwitchRequested, target: readChatSwitchFx });
