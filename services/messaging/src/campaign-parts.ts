import type { Job, ServiceDeps } from '@pickup/kit';
import type { MessagingConfig } from './config';
import { MongoCampaignDeliveries } from './data/campaign-deliveries';
import { MongoCampaignStore } from './data/campaigns';
import { MongoContactListStore } from './data/contact-lists';
import { MongoContactStore } from './data/contacts';
import { MongoUnsubscribeRegistry } from './data/unsubscribes';
import { resumeStalledCampaigns } from './domain/campaigns';
import type { Messaging, Outreach } from './domain/model';
import { unsubscribeKeyOf } from './unsubscribe-config';

/** How often every instance looks for campaigns whose run stopped. */
export const campaignResumeEveryMs = 60_000;

/** Contact lists, campaigns and unsubscribes, on the same connection, mailer and clock as the rest of messaging. */
export function buildOutreach(
  { config, connection }: ServiceDeps<MessagingConfig>,
  { businesses, mailer, clock, logger }: Pick<Messaging, 'businesses' | 'mailer' | 'clock' | 'logger'>,
): Outreach {
  return {
    contactLists: new MongoContactListStore(connection),
    contacts: new MongoContactStore(connection),
    unsubscribes: new MongoUnsubscribeRegistry(connection),
    campaigns: new MongoCampaignStore(connection),
    deliveries: new MongoCampaignDeliveries(connection),
    businesses,
    links: { webBaseUrl: config.WEB_BASE_URL, unsubscribeKey: unsubscribeKeyOf(config) },
    mailer,
    clock,
    logger,
  };
}

/** Every instance runs it: the campaigns' claims make sure no address is written to twice. */
export function campaignResumeJob(outreach: Outreach): Job {
  return {
    name: 'resume-stalled-campaigns',
    everyMs: campaignResumeEveryMs,
    run: async () => {
      await resumeStalledCampaigns(outreach);
    },
  };
}
