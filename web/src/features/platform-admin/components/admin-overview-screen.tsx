import BusinessIcon from '@mui/icons-material/ApartmentOutlined';
import ActiveIcon from '@mui/icons-material/CheckCircleOutlined';
import DemoRequestIcon from '@mui/icons-material/ContactMailOutlined';
import NewIcon from '@mui/icons-material/FiberNewOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminAnalytics } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { SectionCard } from '../../../components/page/section-card';
import { RouterTextLink } from '../../../components/router-text-link';
import { StatusChip } from '../../../components/status-chip';
import { useAdminAnalyticsQuery } from '../api/admin-api';
import { useAdminBase } from '../utils/admin-base';
import { demoStatusLooks, inactiveLook, shortDate, subscriptionLooks } from '../utils/labels';
import { AnalyticsBreakdowns } from './analytics-breakdowns';

/** The operator's dashboard (/platform-admin, /admin): the platform's counts and what came in last. */
export function AdminOverviewScreen() {
  const analytics = useAdminAnalyticsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="Platform Dashboard"
        description="Businesses and demo requests across the platform."
      />
      {analytics.data ? (
        <Overview analytics={analytics.data} />
      ) : analytics.isError ? (
        <ErrorState title="Error loading dashboard" onRetry={() => void analytics.refetch()} />
      ) : (
        <LoadingState label="Loading the dashboard" />
      )}
    </>
  );
}

function Overview({ analytics }: { analytics: AdminAnalytics }) {
  const base = useAdminBase();
  const { overview } = analytics;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <StatGrid>
        <StatCard label="Total Tenants" value={overview.totalTenants} icon={<BusinessIcon />} />
        <StatCard label="Active Tenants" value={overview.activeTenants} icon={<ActiveIcon />} />
        <StatCard label="New Demo Requests" value={overview.newDemoRequests} icon={<NewIcon />} />
        <StatCard label="Total Demo Requests" value={overview.totalDemoRequests} icon={<DemoRequestIcon />} />
      </StatGrid>
      <AnalyticsBreakdowns analytics={analytics} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard
          title="Recent Demo Requests"
          action={<RouterTextLink to={`${base}/demo-requests`}>View all</RouterTextLink>}
        >
          <RecentList
            label="Recent demo requests"
            empty="No demo requests yet."
            rows={analytics.recentDemoRequests.map((request) => ({
              id: request.id,
              title: request.name,
              detail: `${request.company} · ${shortDate(request.createdAt)}`,
              chip: <StatusChip {...demoStatusLooks[request.status]} />,
            }))}
          />
        </SectionCard>
        <SectionCard
          title="Recent Tenants"
          action={<RouterTextLink to={`${base}/tenants`}>View all</RouterTextLink>}
        >
          <RecentList
            label="Recent tenants"
            empty="No businesses yet."
            rows={analytics.recentTenants.map((tenant) => ({
              id: tenant.id,
              title: tenant.businessName,
              detail: `${tenant.subdomain} · ${shortDate(tenant.createdAt)}`,
              chip: (
                <StatusChip
                  {...(tenant.isActive ? subscriptionLooks[tenant.subscriptionStatus] : inactiveLook)}
                />
              ),
            }))}
          />
        </SectionCard>
      </Box>
    </Box>
  );
}

interface RecentRow {
  id: string;
  title: string;
  detail: string;
  chip: ReactNode;
}

function RecentList({ label, empty, rows }: { label: string; empty: string; rows: RecentRow[] }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-recent={row.id}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {row.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.detail}
            </Typography>
          </Box>
          {row.chip}
        </Box>
      ))}
    </Box>
  );
}
