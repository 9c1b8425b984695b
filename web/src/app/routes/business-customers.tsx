import { defaultBusinessSettings } from '@pickup/contracts/constants';
import {
  settingsFreshSeconds,
  useBusinessSettingsQuery,
} from '../../features/business-settings/api/settings-api';
import { CustomersScreen } from '../../features/customers/components/customers-screen';

/**
 * Customer management, with the business's sound setting from its settings (features may not import
 * each other, so they meet here). Until the settings arrive, or if they cannot, the spec's default
 * holds: sound on.
 */
export function BusinessCustomersScreen() {
  const settings = useBusinessSettingsQuery(undefined, { refetchOnMountOrArgChange: settingsFreshSeconds });
  const soundNotifications =
    settings.data?.soundNotificationsEnabled ?? defaultBusinessSettings.soundNotificationsEnabled;
  return <CustomersScreen soundNotifications={soundNotifications} />;
}
