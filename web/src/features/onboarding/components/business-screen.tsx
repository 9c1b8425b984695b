import AccountIcon from '@mui/icons-material/ManageAccountsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import PlanIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { hrefFor } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTenantInfoQuery } from '../api/onboarding-api';
import { OnboardingWizard } from './onboarding-wizard';
import { ResumedWizard } from './resumed-wizard';
import { SetupChecklistCard } from './setup-checklist-card';

const onward = [
  {
    to: hrefFor('tenantDashboard', null),
    label: 'Tenant dashboard',
    text: 'Addresses, plan and set-up',
    icon: AccountIcon,
  },
  {
    to: hrefFor('businessCustomers', null),
    label: 'Customers',
    text: 'Add and manage customers',
    icon: PeopleIcon,
  },
  {
    to: hrefFor('businessSettings', null),
    label: 'Business settings',
    text: 'Branding, reminders, products',
    icon: SettingsIcon,
  },
  {
    to: hrefFor('subscription', null),
    label: 'Your plan',
    text: 'Choose or change your plan',
    icon: PlanIcon,
  },
] as const;

/**
 * /business, where a newly registered owner lands: an owner without a business sets one up here
 * (the wizard's business step, then the rest); an owner with one sees the set-up's progress, the
 * wizard again while payments are not connected, and where to go next.
 */
export function BusinessScreen() {
  const user = useSession().user;
  // Decided once: creating the business here must not swap the wizard that is running.
  const [settingUp] = useState(() => user?.tenantId === null);
  if (settingUp) {
    return (
      <>
        <PageHeader
          title="Set up your business"
          description="Name your business and choose its address, then connect payments."
        />
        <OnboardingWizard start={{ step: 1, business: null }} withOwnerAccount={false} />
      </>
    );
  }
  return <YourBusiness />;
}

function YourBusiness() {
  const info = useTenantInfoQuery(undefined);
  return (
    <>
      <PageHeader title="Your Business" description={info.data?.businessName} />
      {info.isLoading ? (
        <LoadingState label="Loading your business" />
      ) : !info.data ? (
        <ErrorState title="Your business could not load" onRetry={() => void info.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SetupChecklistCard info={info.data} withActions={info.data.stripeOnboarded} />
          {!info.data.stripeOnboarded && (
            <Box component="section" aria-labelledby="continue-heading">
              <Typography id="continue-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                Continue your set-up
              </Typography>
              <ResumedWizard />
            </Box>
          )}
          <Box component="nav" aria-label="Your business">
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              }}
            >
              {onward.map(({ to, label, text, icon: Icon }) => (
                <Box component="li" key={to}>
                  <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                    <CardActionArea
                      component={Link}
                      to={to}
                      sx={{
                        p: 2.5,
                        height: '100%',
                        display: 'flex',
                        gap: 1.5,
                        alignItems: 'flex-start',
                        justifyContent: 'flex-start',
                      }}
                    >
                      <Icon color="primary" aria-hidden />
                      <Box>
                        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {text}
                        </Typography>
                      </Box>
                    </CardActionArea>
                  </Card>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </>
  );
}
