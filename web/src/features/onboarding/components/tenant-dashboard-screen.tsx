import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { PageTabs, type PageTab } from '../../../components/page/page-tabs';
import { useTenantInfoQuery } from '../api/onboarding-api';
import { BillingPanel, OverviewPanel, SettingsPanel, SetupPanel } from './tenant-dashboard-panels';

export const accessDeniedMessage =
  "Unable to load tenant information. Please ensure you're accessing from your business domain.";

const tabs: readonly PageTab[] = [
  { id: 'overview', label: 'Overview', Panel: OverviewPanel },
  { id: 'setup', label: 'Setup', Panel: SetupPanel },
  { id: 'billing', label: 'Billing', Panel: BillingPanel },
  { id: 'settings', label: 'Settings', Panel: SettingsPanel },
];

/** /tenant-dashboard (business spec §2.4): the business's addresses, plan and set-up, in four tabs. */
export function TenantDashboardScreen() {
  const info = useTenantInfoQuery(undefined);
  return (
    <>
      <PageHeader title="Tenant Dashboard" description={info.data?.businessName} />
      {info.isLoading ? (
        <LoadingState label="Loading your business" />
      ) : !info.data ? (
        <ErrorState title="Access Denied" message={accessDeniedMessage} onRetry={() => void info.refetch()} />
      ) : (
        <PageTabs tabs={tabs} label="Tenant dashboard sections" />
      )}
    </>
  );
}
