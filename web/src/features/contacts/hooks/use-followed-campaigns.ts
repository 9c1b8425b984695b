import { useCampaignsQuery } from '../api/contacts-api';

/** How often the campaigns are asked again while one is sending: its progress, about as it moves. */
export const campaignFollowMs = 3000;

/**
 * The business's campaigns, asked again every few seconds while any is still sending and no longer
 * once all have finished. The second subscription only sets the polling: RTK Query asks at the
 * shortest interval among a query's subscribers.
 */
export function useFollowedCampaigns() {
  const campaigns = useCampaignsQuery(undefined, { refetchOnMountOrArgChange: true });
  const sending = campaigns.data?.campaigns.some((campaign) => campaign.status === 'sending') ?? false;
  useCampaignsQuery(undefined, {
    pollingInterval: sending ? campaignFollowMs : 0,
    skipPollingIfUnfocused: false,
  });
  return campaigns;
}
