import type { BusinessSettings } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useSettingsEditor } from '../hooks/use-settings-editor';

/** A settings tab's content once the settings have loaded; a spinner before, a Retry if they fail. */
export function SettingsLoaded({ children }: { children: (values: BusinessSettings) => ReactNode }) {
  const { values, isLoading, isError, retry } = useSettingsEditor();
  if (values) return <>{children(values)}</>;
  if (isLoading || !isError) return <LoadingState label="Loading your settings" />;
  return <ErrorState title="Your settings could not load" onRetry={retry} />;
}
