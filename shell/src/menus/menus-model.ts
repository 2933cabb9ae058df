import { createEffect, createEvent, createStore, sample } from 'effector';
import { readMenu, siteContentClient, type Audience, type ContentClient, type MenuLink, type SiteLanguage } from '@bank/shared-kit';

export interface SiteMenus {
  main: MenuLink[];
  header: MenuLink[];
  footer: MenuLink[];
  footerBottom: MenuLink[];
  social: MenuLink[];
  quickPay: MenuLink[];
}

const NO_MENUS: SiteMenus = { main: [], header: [], footer: [], footerBottom: [], social: [], quickPay: [] };

export interface MenusFor {
  language: SiteLanguage;
  audience: Audience;
}

export const menusRequested = createEvent<MenusFor>();
/** Menus the server rendered, inlined in the HTML. */
export const menusHydrated = createEvent<{ menus: SiteMenus; menusFor: MenusFor }>();

// A menu that fails to load leaves its place empty; the page itself still renders.
async function menuOrEmpty(client: ContentClient, language: SiteLanguage, name: Parameters<typeof readMenu>[2]): Promise<MenuLink[]> {
  try {
    const links = await readMenu(client, language, name);
    return Array.isArray(links) ? links : [];
  } catch (error) {
    console.error(`menu ${name} failed to load`, error);
    return [];
  }
}

/** Every menu of the shell, through whichever content client the caller has (browser or server). */
export async function fetchMenus(client: ContentClient, { language, audience }: MenusFor): Promise<SiteMenus> {
  const [main, header, footer, footerBottom, social, quickPay] = await Promise.all([
    menuOrEmpty(client, language, audience === 'business' ? 'main-business' : 'main_menu'),
    menuOrEmpty(client, language, 'header-menu'),
    menuOrEmpty(client, language, 'footer'),
    menuOrEmpty(client, language, 'footer_bottom'),
    menuOrEmpty(client, language, 'social'),
    menuOrEmpty(client, language, 'quickly-pay'),
  ]);
  return { main, header, footer, footerBottom, social, quickPay } satisfies SiteMenus;
}

const loadMenusFx = createEffect((menusFor: MenusFor) => fetchMenus(siteContentClient(), menusFor));

export const $menus = createStore<SiteMenus>(NO_MENUS)
  .on(loadMenusFx.doneData, (_, menus) => menus)
  .on(menusHydrated, (_, { menus }) => menus);

/** Which language and audience the menus in $menus are for. */
export const $menusFor = createStore<MenusFor | null>(null)
  .on(loadMenusFx, (_, menusFor) => menusFor)
  .on(menusHydrated, (_, { menusFor }) => menusFor);

sample({
  clock: menusRequested,
  source: $menusFor,
  filter: (current, wanted) => current?.language !== wanted.language || current?.audience !== wanted.audience,
  fn: (_, wanted) => wanted,
  target: loadMenusFx,
});
