import type { BusinessSettings, updateBusinessInfoBody } from '@pickup/contracts/schemas';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import {
  schemaFieldErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../../../components/form/field-errors';
import { tabQueryKey } from '../../../components/page/page-tabs';
import { useThemePreview } from '../../../components/theme-preview';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import {
  settingsFreshSeconds,
  useBusinessSettingsQuery,
  useUpdateBusinessInfoMutation,
} from '../api/settings-api';
import { SettingsEditorContext, type SettingKey, type SettingsEditor } from '../hooks/use-settings-editor';
import { settingsFailedToast, settingsSavedToast } from '../utils/messages';
import { settingKeys, tabOfSetting } from '../utils/setting-tabs';

type Changes = Partial<BusinessSettings>;
type BodySchema = typeof updateBusinessInfoBody;

// The contract's schema (zod and every schema, 34 KB gzip) loads after the screen shows, long before
// a save: the screen and its first tab show without waiting for it.
const loadSchema = () => import('@pickup/contracts/schemas').then((m) => m.updateBusinessInfoBody);

/**
 * Holds the edits of Business Settings across its tabs until Save All Changes sends them (only the
 * changed fields), shows the colours being edited on the whole page, and asks before the owner
 * leaves with edits unsaved.
 */
export function SettingsEditorProvider({ children }: { children: ReactNode }) {
  const settings = useBusinessSettingsQuery(undefined, { refetchOnMountOrArgChange: settingsFreshSeconds });
  const [update, { isLoading: saving }] = useUpdateBusinessInfoMutation();
  const [updateNow] = useUpdateBusinessInfoMutation();
  const [changes, setChanges] = useState<Changes>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<SettingKey>>({});
  const [, setSearch] = useSearchParams();
  const { toast } = useToast();

  const saved = settings.data;
  const values = useMemo(() => (saved ? { ...saved, ...changes } : null), [saved, changes]);
  const dirty = Object.keys(changes).length > 0;
  const [schema, setSchema] = useState<BodySchema | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadSchema().then((loaded) => {
      if (mounted) setSchema(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  const parsed = schema?.safeParse(changes);
  const schemaErrors = parsed?.error ? schemaFieldErrors(parsed.error.issues, settingKeys) : {};

  useThemePreview(values);

  const change = useCallback(
    <K extends SettingKey>(key: K, value: BusinessSettings[K]) => {
      setChanges(({ [key]: _previous, ...rest }) =>
        saved && saved[key] === value ? (rest as Changes) : { ...rest, [key]: value },
      );
      setServerErrors((current) => ({ ...current, [key]: undefined }));
    },
    [saved],
  );

  const failed = useCallback(
    (error: unknown) =>
      toast({
        title: settingsFailedToast.title,
        message: serverMessage(error, settingsFailedToast.message),
        severity: 'error',
      }),
    [toast],
  );

  const discard = useCallback(
    (key: SettingKey) => setChanges(({ [key]: _dropped, ...rest }) => rest as Changes),
    [],
  );

  const applyNow = useCallback(
    <K extends SettingKey>(key: K, value: BusinessSettings[K]) => {
      discard(key);
      void updateNow({ [key]: value }).then((result) => {
        if (result.error) failed(result.error);
      });
    },
    [updateNow, failed, discard],
  );

  const openTab = useCallback(
    (key: SettingKey) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(tabQueryKey, tabOfSetting[key]);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const save = async () => {
    setAttempted(true);
    setServerErrors({});
    const checked = parsed ?? (await loadSchema()).safeParse(changes);
    if (!checked.success) {
      const errors = schemaFieldErrors(checked.error.issues, settingKeys);
      const first = settingKeys.find((key) => errors[key] !== undefined);
      if (first) openTab(first);
      return;
    }
    const result = await update(checked.data);
    if (result.error) {
      const fieldErrors = serverFieldErrors(result.error, settingKeys);
      setServerErrors(fieldErrors);
      const first = settingKeys.find((key) => fieldErrors[key] !== undefined);
      if (first) openTab(first);
      failed(result.error);
      return;
    }
    setChanges({});
    setAttempted(false);
    toast({ ...settingsSavedToast, severity: 'success' });
  };

  const editor: SettingsEditor = {
    values,
    saved: saved ?? null,
    isLoading: settings.isLoading,
    isError: settings.isError && !saved,
    retry: () => void settings.refetch(),
    change,
    discard,
    applyNow,
    errorOf: (key) => (attempted ? (serverErrors[key] ?? schemaErrors[key]) : undefined),
    dirty,
    saving,
    save: () => void save(),
  };

  return (
    <SettingsEditorContext value={editor}>
      {children}
      <LeaveGuard dirty={dirty} />
    </SettingsEditorContext>
  );
}

/** Asks before the owner leaves the screen (or the page) with edits unsaved; tabs are not leaving. */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      pendingLabel="Leaving…"
      destructive
      isLoading={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Your changes to the business settings are not saved yet. Stay and choose Save All Changes to keep them.
    </ConfirmDialog>
  );
}
