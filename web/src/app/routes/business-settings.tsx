import { PageHeader } from '../../components/page/page-header';
import { PageTabs, type PageTab } from '../../components/page/page-tabs';
import { billingSettingsTabs } from '../../features/billing/components/settings-tabs';
import { SaveAllButton } from '../../features/business-settings/components/save-all-button';
import { SettingsEditorProvider } from '../../features/business-settings/components/settings-editor-provider';
import { businessSettingsTabs } from '../../features/business-settings/components/settings-tabs';

/**
 * The tabs of Business Settings, from the features that own them (features may not import each
 * other, so they meet here): who the business is and how it looks and reminds, then what it sells
 * and how it is paid, then its own plan with the platform.
 */
const settingsTabs: readonly PageTab[] = [
  businessSettingsTabs.general,
  businessSettingsTabs.branding,
  businessSettingsTabs.notifications,
  ...billingSettingsTabs,
  businessSettingsTabs.subscription,
];

/**
 * Business Settings (/business-settings): one tab per part of the business's set-up. Edits of the
 * business's own settings wait across tabs for Save All Changes; products and payments save as
 * they are made.
 */
export function BusinessSettingsScreen() {
  return (
    <SettingsEditorProvider>
      <PageHeader
        title="Business Settings"
        description="How your business runs on the platform."
        actions={<SaveAllButton />}
      />
      <PageTabs tabs={settingsTabs} label="Settings sections" />
    </SettingsEditorProvider>
  );
}
