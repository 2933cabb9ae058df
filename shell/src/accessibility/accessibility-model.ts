import { createEffect, createEvent, createStore, sample } from 'effector';
import { DEVICE_KEYS, recall, remember } from '../device-memory/device-memory';
import { applyAccessibility, DEFAULT_ACCESSIBILITY, parseAccessibility, type AccessibilitySettings, type FontScale } from './accessibility-settings';

/** Read on the device after mount (never during render), so server and first client render agree. */
export const accessibilityRestored = createEvent();
export const greyscaleToggled = createEvent();
export const fontScaleChosen = createEvent<FontScale>();

const readSettingsFx = createEffect(() => parseAccessibility(recall(DEVICE_KEYS.accessibility)));

const keepAndApplyFx = createEffect((settings: AccessibilitySettings) => {
  applyAccessibility(document.documentElement, settings);
  remember(DEVICE_KEYS.accessibility, JSON.stringify(settings));
});

export const $accessibility = createStore<AccessibilitySettings>(DEFAULT_ACCESSIBILITY)
  .on(readSettingsFx.doneData, (_, settings) => settings)
  .on(greyscaleToggled, (settings) => ({ ...settings, greyscale: !settings.greyscale }))
  .on(fontScaleChosen, (settings, fontScale) => ({ ...settings, fontScale }));

sample({ clock: accessibilityRestored, target: readSettingsFx });
sample({ clock: $accessibility.updates, target: keepAndApplyFx });
