import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { platformPlans } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { TenantInfo } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { checklistPercent } from '../../../components/progress/checklist';
import { RouterTextLink } from '../../../components/router-text-link';
import { StatusChip } from '../../../components/status-chip';
import { visuallyHidden } from '../../../components/visually-hidden';
import { hrefFor } from '../../../config/paths';
import { planLimitLines } from '../../../lib/plan-limits';
import { useDomainStatusQuery, useTenantInfoQuery } from '../api/onboarding-api';
import { DnsRecords } from './dns-records';
import { InfoList } from './info-list';
import { SetupChecklistCard, setupItems } from './setup-checklist-card';
import { useVerifyDomain } from './use-verify-domain';
import { planName, subscriptionStatusLooks } from './tenant-labels';

/** The business the screen loaded (panels render only once it has). */
function useInfo(): TenantInfo | undefined {
  return useTenantInfoQuery(undefined).data;
}

function PanelCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover">
      {href}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

export function OverviewPanel() {
  const info = useInfo();
  if (!info) return null;
  const status = subscriptionStatusLooks[info.subscriptionStatus];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PanelCard title="Business details">
        <InfoList
          rows={[
            { label: 'Business name', value: info.businessName },
            { label: 'Subdomain', value: info.subdomain },
            { label: 'Custom domain', value: info.customDomain ?? 'None' },
            { label: 'Subdomain URL', value: <ExternalLink href={info.subdomainUrl} /> },
            {
              label: 'Custom domain URL',
              value: info.customDomainUrl ? <ExternalLink href={info.customDomainUrl} /> : 'None',
            },
            { label: 'Subscription tier', value: planName(info.subscriptionTier) },
            { label: 'Subscription status', value: <StatusChip label={status.label} tone={status.tone} /> },
            {
              label: 'Payments',
              value: info.stripeOnboarded ? (
                <StatusChip label="Onboarded" tone="success" />
              ) : (
                <StatusChip label="Not connected" tone="warning" />
              ),
            },
            {
              label: 'Onboarding',
              value: info.onboardingCompleted ? (
                <StatusChip label="Complete" tone="success" />
              ) : (
                <StatusChip label="In progress" tone="warning" />
              ),
            },
          ]}
        />
      </PanelCard>
      <PanelCard title="Setup progress">
        <Typography>
          {checklistPercent(setupItems(info))}% complete.{' '}
          <RouterTextLink to={`${hrefFor('tenantDashboard', null)}?tab=setup`}>
            See what is left
          </RouterTextLink>
        </Typography>
      </PanelCard>
    </Box>
  );
}

export function SetupPanel() {
  const info = useInfo();
  if (!info) return null;
  return <SetupChecklistCard info={info} withActions />;
}

export function BillingPanel() {
  const info = useInfo();
  if (!info) return null;
  const plan = platformPlans.find((each) => each.id === info.subscriptionTier);
  const status = subscriptionStatusLooks[info.subscriptionStatus];
  return (
    <PanelCard title="Platform plan">
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
        useFlexGap
      >
        <Typography sx={{ fontSize: 22, fontWeight: 800 }} data-plan-name>
          {planName(info.subscriptionTier)}
        </Typography>
        <StatusChip label={status.label} tone={status.tone} />
      </Stack>
      {plan && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {plan.trialDays ? `Free for ${plan.trialDays} days` : `${formatUsd(toCents(plan.price))} a month`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2.5, display: 'grid', gap: 1 }}>
            {planLimitLines(plan.limits).map((limit) => (
              <Box component="li" key={limit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CheckIcon fontSize="small" color="primary" aria-hidden />
                <Typography variant="body2">{limit}</Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
      <Button component={RouterLink} to={hrefFor('subscription', null)} variant="contained" disableElevation>
        Manage your plan
      </Button>
    </PanelCard>
  );
}

export function SettingsPanel() {
  const info = useInfo();
  const unverified = Boolean(info?.customDomain) && !info?.customDomainVerified;
  const domain = useDomainStatusQuery(undefined, { skip: !unverified });
  const { verifyNow, isLoading: verifying, result } = useVerifyDomain();
  if (!info) return null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PanelCard title="Business settings">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your name, logo and colours, reminders, products and payments.
        </Typography>
        <Button
          component={RouterLink}
          to={hrefFor('businessSettings', null)}
          variant="contained"
          disableElevation
        >
          Open Business Settings
        </Button>
      </PanelCard>
      <PanelCard title="Custom domain">
        {info.customDomain ? (
          <>
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
            >
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{info.customDomain}</Typography>
              {info.customDomainVerified ? (
                <StatusChip label="Verified" tone="success" />
              ) : (
                <StatusChip label="Not verified" tone="warning" />
              )}
            </Stack>
            {unverified && domain.data && (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Add these records at your DNS host. {domain.data.propagationNote}
                </Typography>
                <DnsRecords records={domain.data.records} />
              </>
            )}
            {result && (
              <Alert severity={result.severity} role="status" sx={{ mt: 2 }}>
                {result.text}
              </Alert>
            )}
            {unverified && (
              <Button variant="outlined" sx={{ mt: 2 }} disabled={verifying} onClick={() => void verifyNow()}>
                {verifying ? 'Checking…' : 'Verify now'}
              </Button>
            )}
          </>
        ) : (
          <Typography color="text.secondary">
            Your business is at {info.subdomainUrl}. A domain of your own can be added in Business Settings.
          </Typography>
        )}
      </PanelCard>
    </Box>
  );
}
