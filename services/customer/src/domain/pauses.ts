import {
  type CustomerStatus,
  customerMessages,
  type ServicePause,
  systemActor,
  todayIn,
} from '@pickup/contracts';
import { AppError, conflict } from '@pickup/kit';
import { announceUpdate } from '../events/customer-events';
import type { Clientele, Customer, CustomerChanges } from './model';

/**
 * A household's own pause of pickups, kept on its customer record: from a day (today or later in
 * the business's time zone) until a day, or until it resumes. While the pause runs the customer is
 * `paused`; a pause ahead leaves it `active` until its first day, and the pause job moves it on
 * each day the pause begins or ends. The status stays the household's to pause and resume only
 * while nobody else set it: any other change of status (the owner's edit, archiving, billing's
 * standing) clears the pause, so the record and the status never disagree.
 */

export const cannotPause = () => conflict(customerMessages.cannotPause);
export const notPaused = () => conflict(customerMessages.notPaused);
const pauseFromPast = () => new AppError('UNPROCESSABLE', customerMessages.pauseFromPast);

/** The business's today: the day pauses begin and end on. */
export async function businessToday(
  clientele: Pick<Clientele, 'timeZones' | 'clock'>,
  tenantId: string,
): Promise<string> {
  return todayIn(await clientele.timeZones.timeZoneOf(tenantId), clientele.clock.now());
}

/**
 * A status set by anyone but the household's pause, `at` this moment: a change of status clears
 * its pause, and the moment a customer is archived is kept (analytics counts them gone from then).
 */
export function statusChange(customer: Customer, status: CustomerStatus, at: Date): CustomerChanges {
  if (status === customer.status) return {};
  return { status, pause: null, archivedAt: status === 'archived' ? at : null };
}

/** Today or later, or 422: a pause cannot begin in the past. */
export function assertPauseAhead(pause: ServicePause, today: string): void {
  if (pause.from < today) throw pauseFromPast();
}

/**
 * The household pauses (or replaces its pause): only an active customer, or one its own pause
 * holds, may; paused at once when the pause begins today.
 */
export function pauseChanges(customer: Customer, pause: ServicePause, today: string): CustomerChanges {
  const ownPause = customer.status === 'paused' && customer.pause !== null;
  if (customer.status !== 'active' && !ownPause) throw cannotPause();
  return { pause, status: pause.from <= today ? 'paused' : 'active' };
}

/** The household resumes, or calls off a pause ahead: active again when it was paused. */
export function resumeChanges(customer: Customer): CustomerChanges {
  if (!customer.pause) throw notPaused();
  return { pause: null, status: customer.status === 'paused' ? 'active' : customer.status };
}

/**
 * The pause's step due on `today`, or null: its end (the pause cleared, active again) or its
 * beginning (paused). Decided on the record as it is, so a step applied twice changes nothing.
 */
export function pauseStepOn(customer: Customer, today: string): CustomerChanges | null {
  const { pause } = customer;
  if (!pause) return null;
  if (pause.until !== null && pause.until <= today) return resumeChanges(customer);
  if (pause.from <= today && customer.status === 'active') return { status: 'paused' };
  return null;
}

export type PauseSweeping = Pick<Clientele, 'customers' | 'businesses' | 'timeZones' | 'clock' | 'logger'>;

/** Businesses read per page while sweeping. */
const businessPage = 100;

/**
 * The pause job's round: every business's pauses that begin or end on its today, at most `limit`
 * of them (the rest wait for the next round). Each step is written onto the revision it was decided
 * from and decided again after another write, so two instances sweeping at once step each pause
 * once, and a round run again finds nothing to do. Answers how many customers changed.
 */
export async function sweepPauses(clientele: PauseSweeping, limit = 500): Promise<number> {
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const tenantIds = await clientele.businesses.tenantIds(after, businessPage);
    for (const tenantId of tenantIds) {
      if (changed >= limit) return changed;
      changed += await sweepBusiness(clientele, tenantId, limit - changed);
    }
    const last = tenantIds.at(-1);
    if (tenantIds.length < businessPage || last === undefined) return changed;
    after = last;
  }
}

async function sweepBusiness(clientele: PauseSweeping, tenantId: string, limit: number): Promise<number> {
  const today = await businessToday(clientele, tenantId);
  let changed = 0;
  for (const due of await clientele.customers.pausesDue(tenantId, today, limit)) {
    // Announced only before this run's write; decided again (and so reset) after a lost one.
    let stepped = false;
    await clientele.customers.update(
      tenantId,
      due.id,
      (customer) => {
        stepped = false;
        return pauseStepOn(customer, today);
      },
      (after, before) => {
        stepped = true;
        return announceUpdate(systemActor)(after, before);
      },
    );
    if (stepped) changed += 1;
  }
  return changed;
}
