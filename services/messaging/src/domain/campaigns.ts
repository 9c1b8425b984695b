import { setTimeout as sleep } from 'node:timers/promises';
import {
  contactLimits,
  contactsMessages,
  type EventActor,
  type LaunchCampaignResult,
  systemActor,
  unsubscribe,
} from '@pickup/contracts';
import { AppError, badRequest, domainEvent, newDocumentId } from '@pickup/kit';
import { launchEmail } from './campaign-email';
import { findList } from './contacts';
import type { Business, CampaignCounts, CampaignRecord, Outreach, Recipient } from './model';
import { unsubscribeToken } from './unsubscribe-tokens';

/**
 * The launch campaign (business spec §2.15): the launch e-mail to a list, or to every list with
 * each address once, in batches, skipping unsubscribed addresses. Each address is claimed before
 * it is written to, so a campaign run again, or twice at once, writes to nobody twice.
 */

/** How long the owner's call waits for the campaign to finish; past it, it answers the progress (under the gateway's deadline). */
export const campaignAnswerWithinMs = 5000;

const businessUnknown =
  "Your business's details have not reached messaging yet. Please try again in a minute.";

interface Sending {
  campaign: CampaignRecord;
  business: Business;
  recipients: Recipient[];
  actor: EventActor;
}

const pageUrlOf = (outreach: Outreach, business: Business) =>
  `${outreach.links.webBaseUrl}/${business.subdomain}`;

const unsubscribeUrlOf = (outreach: Outreach, tenantId: string, email: string) =>
  `${outreach.links.webBaseUrl}${unsubscribe.path}?token=${unsubscribeToken(outreach.links.unsubscribeKey, { tenantId, email })}`;

/** One address: claimed, then skipped (unsubscribed), sent or failed; nothing when another run has it. */
async function deliver(
  outreach: Outreach,
  { campaign, business }: Sending,
  recipient: Recipient,
  unsubscribed: boolean,
): Promise<void> {
  const { tenantId, id } = campaign;
  const claimed = await outreach.deliveries.claim(tenantId, id, recipient.email, outreach.clock.now());
  if (!claimed) return;
  if (unsubscribed) {
    await outreach.deliveries.settle(tenantId, id, recipient.email, 'skipped');
    return;
  }
  const email = launchEmail({
    business,
    recipient,
    pageUrl: pageUrlOf(outreach, business),
    unsubscribeUrl: unsubscribeUrlOf(outreach, tenantId, recipient.email),
  });
  try {
    await outreach.mailer.send(email);
  } catch {
    // The mailer logged why; the campaign counts it and goes on with the others.
    await outreach.deliveries.settle(tenantId, id, recipient.email, 'failed');
    return;
  }
  await outreach.deliveries.settle(tenantId, id, recipient.email, 'sent');
}

/** Sends batch by batch, recording the progress after each, then marks the campaign sent and announces it. */
export async function sendCampaign(outreach: Outreach, sending: Sending): Promise<CampaignCounts> {
  const { campaign, recipients, actor } = sending;
  const { tenantId, id } = campaign;
  for (let at = 0; at < recipients.length; at += contactLimits.campaignBatch) {
    const batch = recipients.slice(at, at + contactLimits.campaignBatch);
    // Asked batch by batch, so an address unsubscribed while the campaign runs is honoured too.
    const unsubscribed = await outreach.unsubscribes.among(
      tenantId,
      batch.map((recipient) => recipient.email),
    );
    await Promise.all(
      batch.map((recipient) => deliver(outreach, sending, recipient, unsubscribed.has(recipient.email))),
    );
    const soFar = await outreach.deliveries.counts(tenantId, id);
    await outreach.campaigns.progress(tenantId, id, soFar, outreach.clock.now());
  }
  const counts = await outreach.deliveries.counts(tenantId, id);
  const finishedAt = outreach.clock.now();
  await outreach.campaigns.finish(tenantId, id, counts, finishedAt, [
    domainEvent(
      'campaign.sent',
      { campaignId: id, listId: campaign.listId, ...counts, finishedAt: finishedAt.toISOString() },
      { tenantId, actor },
    ),
  ]);
  outreach.logger.info({ tenantId, campaignId: id, ...counts }, 'campaign sent');
  return counts;
}

/**
 * Creates the launch campaign for the list (or every list) and sends it; answers its counts once
 * every address was tried, or the counts so far when that takes longer than the call may wait.
 */
export async function createLaunchCampaign(
  outreach: Outreach,
  { tenantId, actor }: { tenantId: string; actor: EventActor },
  { listId }: { listId?: string | undefined },
): Promise<LaunchCampaignResult> {
  const list = listId ? await findList(outreach, tenantId, listId) : null;
  const business = await outreach.businesses.find(tenantId);
  if (!business?.subdomain) throw new AppError('SERVICE_UNAVAILABLE', businessUnknown);
  const recipients = await outreach.contacts.recipients(tenantId, list?.id ?? null);
  if (recipients.length === 0) throw badRequest(contactsMessages.noRecipients);

  const campaign: CampaignRecord = {
    id: newDocumentId(),
    tenantId,
    kind: 'launch',
    listId: list?.id ?? null,
    listName: list?.name ?? null,
    status: 'sending',
    recipients: recipients.length,
    sent: 0,
    failed: 0,
    skipped: 0,
    createdAt: outreach.clock.now(),
    finishedAt: null,
  };
  await outreach.campaigns.create(campaign);

  const running = sendCampaign(outreach, { campaign, business, recipients, actor });
  running.catch((error: unknown) =>
    outreach.logger.error({ err: error, tenantId, campaignId: campaign.id }, 'campaign stopped'),
  );
  const waiting = new AbortController();
  const deadline = sleep(campaignAnswerWithinMs, null, { signal: waiting.signal }).catch(() => null);
  const finished = await Promise.race([running, deadline]).finally(() => waiting.abort());
  const counts = finished ?? (await outreach.deliveries.counts(tenantId, campaign.id));
  return {
    campaignId: campaign.id,
    status: finished ? 'sent' : 'sending',
    recipients: recipients.length,
    ...counts,
  };
}

/** A campaign whose run has reported no progress for this long stopped (its process did): it is resumed. */
export const campaignStallMs = 5 * 60_000;

/**
 * Resumes the campaigns whose run stopped: each goes on with the addresses nobody claimed yet
 * (the claims keep it from writing to anyone twice, even when two instances resume it at once).
 */
export async function resumeStalledCampaigns(outreach: Outreach): Promise<number> {
  const stalled = await outreach.campaigns.stalled(
    new Date(outreach.clock.now().getTime() - campaignStallMs),
  );
  for (const campaign of stalled) {
    const business = await outreach.businesses.find(campaign.tenantId);
    if (!business) continue;
    const recipients = await outreach.contacts.recipients(campaign.tenantId, campaign.listId);
    outreach.logger.warn(
      { tenantId: campaign.tenantId, campaignId: campaign.id },
      'resuming a stalled campaign',
    );
    await sendCampaign(outreach, { campaign, business, recipients, actor: systemActor });
  }
  return stalled.length;
}
