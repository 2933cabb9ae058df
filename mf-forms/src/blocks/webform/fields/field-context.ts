import { createContext, useContext } from 'react';
import { type Translate } from '../../../i18n/strings';

export interface FieldSettings {
  /** Unique per form instance, so two forms on a page never share element ids. */
  idPrefix: string;
  t: Translate;
}

export const FieldSettingsContext = createContext<FieldSettings | null>(null);

export function useFieldSettings(): FieldSettings {
  const settings = useContext(FieldSettingsContext);
  if (!settings) throw new Error('a webform field rendered outside its form');
  return settings;
}

export const fieldId = (prefix: string, key: string) => `${prefix}-${key}`;
export const errorId = (prefix: string, key: string) => `${prefix}-${key}-error`;
export const descriptionId = (prefix: string, key: string) => `${prefix}-${key}-description`;
