import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@pickup/contracts/schemas';
import { useContext } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { StatusChip } from '../../../components/status-chip';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { useFollowedCampaigns } from '../hooks/use-followed-campaigns';
import { addressesCount, campaignStatusLooks, momentLabel } from '../utils/words';
import { CampaignProgress, campaignCounts } from './campaign-progress';

const headingId = 'contacts-campaigns';

/** The launch campaigns sent, newest first, each followed while it is still sending. */
export function CampaignsPanel() {
  const campaigns = useFollowedCampaigns();
  const data = campaigns.data;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.25 }}>
        Launch Campaigns
      </Typography>
      {data ? (
        <Card variant="outlined">
          {data.campaigns.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
              No campaign sent yet. Create a launch campaign to tell a list that you now take sign-ups online.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-labelledby={headingId}
              sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
            >
              {data.campaigns.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} />
              ))}
            </Box>
          )}
        </Card>
      ) : campaigns.isError ? (
        <ErrorState title="The campaigns could not load" onRetry={() => void campaigns.refetch()} />
      ) : (
        <LoadingState label="Loading the campaigns" />
      )}
    </Box>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const look = campaignStatusLooks[campaign.status];
  const audience = campaign.listName ?? 'every list';
  return (
    <Box
      component="li"
      data-campaign={campaign.id}
      sx={{ px: { xs: 2, sm: 3 }, py: 2, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>
          Launch e-mail to {audience}
        </Typography>
        <StatusChip label={look.label} tone={look.tone} />
      </Box>
      <Typography variant="body2" data-campaign-counts>
        {addressesCount(campaign.recipients)}: {campaignCounts(campaign)}
      </Typography>
      {campaign.status === 'sending' && (
        <CampaignProgress campaign={campaign} label={`Launch e-mail to ${audience}`} />
      )}
      <Typography variant="body2" color="text.secondary">
        Started {momentLabel(campaign.createdAt, timeZone)}
        {campaign.finishedAt && ` · finished ${momentLabel(campaign.finishedAt, timeZone)}`}
      </Typography>
    </Box>
  );
}
