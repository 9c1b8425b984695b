import BusinessIcon from '@mui/icons-material/ApartmentOutlined';
import DemoRequestIcon from '@mui/icons-material/ContactMailOutlined';
import ConversionIcon from '@mui/icons-material/HandshakeOutlined';
import RevenueIcon from '@mui/icons-material/PaymentsOutlined';
import { formatUsd } from '@pickup/contracts/money';
import type { AdminAnalytics } from '@pickup/contracts/schemas';
import { StatCard, StatGrid } from '../../../components/data/stat-card';

const newThisMonth = (count = 0) => `${count.toLocaleString('en-US')} new this month`;

/** "3 of 8 became businesses", or that there are none yet. */
function conversionHint({ requests, converted }: AdminAnalytics['demoConversion']): string {
  if (requests === 0) return 'No demo requests yet';
  const became = converted === 1 ? 'became a business' : 'became businesses';
  return `${converted.toLocaleString('en-US')} of ${requests.toLocaleString('en-US')} ${became}`;
}

/** The platform now: its MRR, how many demo requests became businesses, and this month's arrivals. */
export function GrowthStats({ analytics }: { analytics: AdminAnalytics }) {
  const { overview, demoConversion, months } = analytics;
  const thisMonth = months.at(-1);
  return (
    // An MRR of five figures ($12,345.00) fits half a phone's width only a little smaller.
    <StatGrid dense>
      <StatCard
        label="MRR"
        value={formatUsd(analytics.mrrCents)}
        icon={<RevenueIcon />}
        hint="Paying platform plans"
      />
      <StatCard
        label="Demo Conversion"
        value={
          demoConversion.rate === null
            ? '—'
            : `${demoConversion.rate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
        }
        icon={<ConversionIcon />}
        hint={conversionHint(demoConversion)}
      />
      <StatCard
        label="Tenants"
        value={overview.totalTenants}
        icon={<BusinessIcon />}
        hint={newThisMonth(thisMonth?.newTenants)}
      />
      <StatCard
        label="Demo Requests"
        value={overview.totalDemoRequests}
        icon={<DemoRequestIcon />}
        hint={newThisMonth(thisMonth?.demoRequests)}
      />
    </StatGrid>
  );
}
