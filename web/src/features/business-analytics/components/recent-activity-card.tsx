import CanceledIcon from '@mui/icons-material/EventBusyOutlined';
import JoinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import LeftIcon from '@mui/icons-material/PersonRemoveOutlined';
import OrderIcon from '@mui/icons-material/ShoppingBagOutlined';
import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import RefundIcon from '@mui/icons-material/UndoOutlined';
import RouteIcon from '@mui/icons-material/LocalShippingOutlined';
import WarningIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActivityKind, AnalyticsOverview } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { messageAge } from '../../../components/chat/message-days';
import { useNow } from '../../../components/chat/use-now';
import { SectionCard } from '../../../components/page/section-card';

const kindIcons: Record<ActivityKind, ReactNode> = {
  customer_joined: <JoinedIcon />,
  customer_left: <LeftIcon />,
  payment: <PaymentIcon />,
  refund: <RefundIcon />,
  subscription_canceled: <CanceledIcon />,
  order: <OrderIcon />,
  route_completed: <RouteIcon />,
  contamination: <WarningIcon />,
};

/** Recent Activity (spec §2.5): the last things that happened, in words, with how long ago. */
export function RecentActivityCard({ overview }: { overview: AnalyticsOverview }) {
  const now = useNow();
  const items = overview.recentActivity;
  return (
    <SectionCard title="Recent Activity" description="The latest payments, pickups and customers.">
      {items.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
          {items.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5 }} data-activity={item.kind}>
              <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
                {kindIcons[item.kind]}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{item.text}</Typography>
                <Typography variant="body2" color="text.secondary" component="time" dateTime={item.at}>
                  {messageAge(item.at, overview.timeZone, now)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
