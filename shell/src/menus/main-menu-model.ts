import { createEvent, createStore } from 'effector';
import { nextActiveTab } from './menu-tabs';

export interface MainMenuState {
  /** The burger menu (below 1024 px) is open. */
  burgerOpen: boolean;
  /** The top tab whose submenu is shown, if any. */
  activeTab: number | null;
}

const CLOSED: MainMenuState = { burgerOpen: false, activeTab: null };

export const burgerToggled = createEvent();
export const menuTabClicked = createEvent<{ index: number; desktop: boolean }>();
export const mainMenuClosed = createEvent();
/** The product strip's Menu button: opens the menu wherever the visitor is on the page. */
export const mainMenuOpened = createEvent<{ desktop: boolean }>();

export const $mainMenu = createStore<MainMenuState>(CLOSED)
  .on(burgerToggled, (state) => (state.burgerOpen ? CLOSED : { burgerOpen: true, activeTab: null }))
  .on(menuTabClicked, (state, { index, desktop }) => ({ ...state, activeTab: nextActiveTab(state.activeTab, index, desktop) }))
  .on(mainMenuOpened, (_, { desktop }) => (desktop ? { burgerOpen: false, activeTab: 0 } : { burgerOpen: true, activeTab: null }))
  .reset(mainMenuClosed);

/** Spec: page scroll is locked while the menu is open. */
export const $mainMenuOpen = $mainMenu.map((state) => state.burgerOpen || state.activeTab !== null);
