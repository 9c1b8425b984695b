import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { billingMessages, trialReminderDays } from '@pickup/contracts/constants';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SpreadRow } from '../../../components/page/spread-row';
import { hrefFor } from '../../../config/paths';
import { usePlatformSubscriptionQuery } from '../api/platform-api';
import { daysLeft } from '../utils/dates';

const planScreens = new Set([hrefFor('subscription', null), hrefFor('subscriptionSuccess', null)]);

/**
 * Above every owner screen: a warning once the business may no longer add customers and routes (the
 * trial ended, or the plan was cancelled), and a reminder in the last days of the trial. Both lead
 * to /subscription; neither shows there.
 */
export function PlanBanner() {
  const { data } = usePlatformSubscriptionQuery(undefined);
  const { pathname } = useLocation();
  const [now] = useState(Date.now);
  if (!data || planScreens.has(pathname)) return null;

  if (!data.canCreate) return <Banner severity="warning" text={billingMessages.choosePlan} />;
  if (data.status === 'trial' && data.trialEndsAt) {
    const days = daysLeft(data.trialEndsAt, now);
    if (days <= trialReminderDays) {
      const when = days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`;
      return <Banner severity="info" text={`Your free trial ends ${when}.`} />;
    }
  }
  return null;
}

function Banner({ severity, text }: { severity: 'warning' | 'info'; text: string }) {
  return (
    <Alert
      severity={severity}
      role={severity === 'info' ? 'status' : 'alert'}
      sx={{ mb: { xs: 2, md: 3 }, '& .MuiAlert-message': { flex: 1 } }}
    >
      <SpreadRow>
        <span>{text}</span>
        <Button
          component={Link}
          to={hrefFor('subscription', null)}
          size="small"
          variant="outlined"
          color="inherit"
        >
          Choose a plan
        </Button>
      </SpreadRow>
    </Alert>
  );
}
