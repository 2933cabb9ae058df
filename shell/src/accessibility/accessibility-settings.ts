import { FONT_SCALES } from '@bank/shared-kit';

export type FontScale = (typeof FONT_SCALES)[number];

export interface AccessibilitySettings {
  greyscale: boolean;
  fontScale: FontScale;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = { greyscale: false, fontScale: 100 };

function isFontScale(value: unknown): value is FontScale {
  return (FONT_SCALES as readonly unknown[]).includes(value);
}

/** The choices kept on the device; anything unreadable falls back to the defaults. */
export function parseAccessibility(stored: string | null): AccessibilitySettings {
  if (!stored) return DEFAULT_ACCESSIBILITY;
  try {
    const value = JSON.parse(stored) as Partial<AccessibilitySettings> | null;
    return {
      greyscale: value?.greyscale === true,
      fontScale: isFontScale(value?.fontScale) ? value.fontScale : DEFAULT_ACCESSIBILITY.fontScale,
    };
  } catch {
    return DEFAULT_ACCESSIBILITY;
  }
}

const GREYSCALE_CLASS = 'bank-greyscale';

/** Applies the choices to the whole page: greyscale filter on <html>, root font size in percent. */
export function applyAccessibility(root: HTMLElement, settings: AccessibilitySettings): void {
  root.classList.toggle(GREYSCALE_CLASS, settings.greyscale);
  root.style.setProperty('--bank-font-scale', `${settings.fontScale}%`);
}
