import type { BusinessSettings } from '@pickup/contracts/schemas';
import { createContext, useContext } from 'react';

export type SettingKey = keyof BusinessSettings;

/** The settings being edited on Business Settings, shared by its tabs and its Save All Changes button. */
export interface SettingsEditor {
  /** The saved settings with the unsaved edits laid over them; null until they have loaded. */
  values: BusinessSettings | null;
  /** The settings as last saved; null until they have loaded. */
  saved: BusinessSettings | null;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  /** Holds an edit locally until Save All Changes; setting a field back to its saved value undoes it. */
  change: <K extends SettingKey>(key: K, value: BusinessSettings[K]) => void;
  /** Drops the unsaved edit of a field: its saved value shows again. */
  discard: (key: SettingKey) => void;
  /** Saves one field at once, apart from the others (a switch that takes effect as it is flipped). */
  applyNow: <K extends SettingKey>(key: K, value: BusinessSettings[K]) => void;
  /** The field's message once a save was attempted: the contract's, or the server's. */
  errorOf: (key: SettingKey) => string | undefined;
  /** Whether an edit is waiting to be saved. */
  dirty: boolean;
  saving: boolean;
  save: () => void;
}

export const SettingsEditorContext = createContext<SettingsEditor | null>(null);

export function useSettingsEditor(): SettingsEditor {
  const editor = useContext(SettingsEditorContext);
  if (!editor) throw new Error('useSettingsEditor must be used inside SettingsEditorProvider');
  return editor;
}
