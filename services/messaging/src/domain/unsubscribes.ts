import { contactsMessages, type UnsubscribeStatus } from '@pickup/contracts';
import { badRequest } from '@pickup/kit';
import type { Outreach } from './model';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-tokens';

/**
 * Unsubscribing from a business's campaigns by the link every campaign e-mail carries: the page
 * shows whom it concerns; the confirmation (or a mail client's one-click POST) records the
 * address, which every later campaign of the business skips, whatever list holds it.
 */

function claimOf(outreach: Outreach, token: string): UnsubscribeClaim {
  const claim = readUnsubscribeToken(outreach.links.unsubscribeKey, token);
  if (!claim) throw badRequest(contactsMessages.unsubscribeLinkInvalid);
  return claim;
}

async function businessNameOf(outreach: Outreach, tenantId: string): Promise<string> {
  return (await outreach.businesses.find(tenantId))?.businessName ?? '';
}

export async function unsubscribeStatus(outreach: Outreach, token: string): Promise<UnsubscribeStatus> {
  const { tenantId, email } = claimOf(outreach, token);
  const [businessName, unsubscribed] = await Promise.all([
    businessNameOf(outreach, tenantId),
    outreach.unsubscribes.has(tenantId, email),
  ]);
  return { email, businessName, unsubscribed };
}

/** Records the address as unsubscribed; asking again changes nothing. */
export async function unsubscribe(outreach: Outreach, token: string): Promise<UnsubscribeStatus> {
  const { tenantId, email } = claimOf(outreach, token);
  const added = await outreach.unsubscribes.add(tenantId, email, outreach.clock.now());
  if (added) outreach.logger.info({ tenantId }, 'address unsubscribed from campaigns');
  return { email, businessName: await businessNameOf(outreach, tenantId), unsubscribed: true };
}
