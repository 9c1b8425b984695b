import { remindersMessages, type SkipPickupResult } from '@pickup/contracts';
import { AppError, conflict } from '@pickup/kit';
import { readSkipToken, type SkipClaim } from './pickup-skip-links';
import type { Reminders } from './reminder-model';
import { dayLabel } from './reminder-times';

/**
 * A reminder's skip link: opening it only shows which pickup it skips (mail scanners open links);
 * confirming it tells routing to leave that stop out. Confirmed again, the same answer (routing's
 * skip is idempotent).
 */

async function answerFor(reminders: Reminders, claim: SkipClaim, message: (day: string) => string) {
  const business = await reminders.businesses.find(claim.tenantId);
  return {
    date: claim.date,
    businessName: business?.businessName ?? '',
    message: message(dayLabel(claim.date)),
  };
}

export function skipPreview(reminders: Reminders, token: string): Promise<SkipPickupResult> {
  const claim = readSkipToken(reminders.links.secret, token, reminders.clock.now());
  return answerFor(reminders, claim, remindersMessages.skipConfirm);
}

export async function skipFromLink(reminders: Reminders, token: string): Promise<SkipPickupResult> {
  const claim = readSkipToken(reminders.links.secret, token, reminders.clock.now());
  let outcome;
  try {
    outcome = await reminders.pickups.skip(claim.tenantId, claim.customerId, claim.date);
  } catch (error) {
    reminders.logger.error({ err: error, tenantId: claim.tenantId }, 'skip not passed on to routing');
    throw new AppError('SERVICE_UNAVAILABLE', remindersMessages.skipFailed, { cause: error });
  }
  if (outcome === 'no_pickup') throw conflict(remindersMessages.noPickupToSkip);
  return answerFor(reminders, claim, remindersMessages.pickupSkipped);
}
