import { createEffect, createEvent, createStore, sample } from 'effector';
import { readMenu, siteContentClient, type Audience, type MenuLink, type SiteLanguage } from '@bank/shared-kit';

export interface SiteMenus {
  main: MenuLink[];
  header: MenuLink[];
  footer: MenuLink[];
  footerBottom: MenuLink[];
  social: MenuLink[];
}

const NO_MENUS: SiteMenus = { main: [], header: [], footer: [], footerBottom: [], social: [] };

export const menusRequested = createEvent<{ language: SiteLanguage; audience: Audience }>();

// A menu that fails to load leaves its place empty; the page itself still renders.
async function menuOrEmpty(language: SiteLanguage, name: Parameters<typeof readMenu>[2]): Promise<MenuLink[]> {
  try {
    const links = await readMenu(siteContentClient(), language, name);
    return Array.isArray(links) ? links : [];
  } catch (error) {
    console.error(`menu ${name} failed to load`, error);
    return [];
  }
}

export const loadMenusFx = createEffect(async ({ language, audience }: { language: SiteLanguage; audience: Audience }) => {
  const [main, header, footer, footerBottom, social] = await Promise.all([
    menuOrEmpty(language, audience === 'business' ? 'main-business' : 'main_menu'),
    menuOrEmpty(language, 'header-menu'),
    menuOrEmpty(language, 'footer'),
    menuOrEmpty(language, 'footer_bottom'),
    menuOrEmpty(language, 'social'),
  ]);
  return { main, header, footer, footerBottom, social } satisfies SiteMenus;
});

export const $menus = createStore<SiteMenus>(NO_MENUS).on(loadMenusFx.doneData, (_, menus) => menus);

sample({ clock: menusRequested, target: loadMenusFx });
