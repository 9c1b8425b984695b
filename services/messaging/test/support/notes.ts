import type { EventEnvelope } from '@pickup/contracts';
import { waitFor, type CustomerSnapshot } from '@pickup/kit/testing';
import type { MessagingFixture } from './messaging-fixture';

/** What sets off a note for a household of a new business: the event, once published or applied. */
type NoteCause = (tenantId: string, household: CustomerSnapshot) => Promise<EventEnvelope>;

/**
 * The note's handler runs again after its send, as when the service stops before marking the event
 * handled: the household still has one note, kept as sent.
 */
export async function expectOneNoteWhenRunAgain(fixture: MessagingFixture, cause: NoteCause): Promise<void> {
  const tenantId = await fixture.business();
  const household = await fixture.household(tenantId);
  const event = await cause(tenantId, household);
  await fixture.forgetHandled(event.id);
  await fixture.redeliver(event);
  await fixture.handled(event.id);
  expect(fixture.mailer.sentTo(household.email)).toHaveLength(1);
  expect(await fixture.note(tenantId, event.id)).toMatchObject({
    customerId: household.customerId,
    state: 'sent',
  });
}

/** The mail server refuses the note `refusals` times: a retry sends it, once. */
export async function expectNoteAfterRefusals(
  fixture: MessagingFixture,
  refusals: number,
  cause: NoteCause,
): Promise<void> {
  const tenantId = await fixture.business();
  const household = await fixture.household(tenantId);
  fixture.mailer.refuseNext(refusals);
  const event = await cause(tenantId, household);
  await fixture.handled(event.id);
  await waitFor(() => fixture.mailer.sentTo(household.email).length === 1, { what: 'the note' });
  expect(fixture.mailer.sentTo(household.email)).toHaveLength(1);
}
