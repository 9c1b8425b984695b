import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { LaunchCampaignResult } from '@pickup/contracts/schemas';
import { addressesCount } from '../utils/words';

type Counts = Pick<LaunchCampaignResult, 'recipients' | 'sent' | 'failed' | 'skipped'>;

/** "12 sent · 1 failed · 2 skipped (unsubscribed)": what became of a campaign's addresses. */
export function campaignCounts({ sent, failed, skipped }: Counts): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(sent)} sent · ${n(failed)} failed · ${n(skipped)} skipped (unsubscribed)`;
}

/** How far a campaign still sending has got: the addresses tried of all, over a bar. */
export function CampaignProgress({ campaign, label }: { campaign: Counts; label: string }) {
  const tried = campaign.sent + campaign.failed + campaign.skipped;
  const percent = campaign.recipients === 0 ? 100 : Math.round((tried / campaign.recipients) * 100);
  const amount = `${tried.toLocaleString('en-US')} of ${addressesCount(campaign.recipients)} done`;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        aria-label={`${label}: ${amount}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary">
        {amount}
      </Typography>
    </Box>
  );
}
