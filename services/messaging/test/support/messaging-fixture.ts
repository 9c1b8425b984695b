import { colors, type EventData, type EventEnvelope, type EventType } from '@pickup/contracts';
import type { MailMessage, Mailer } from '@pickup/kit';
import {
  customerSnapshot as announcedCustomer,
  type CustomerSnapshot,
  forTestFile,
  newTestId,
  startServiceTestBed,
} from '@pickup/kit/testing';
import type { MessagingConfig } from '../../src/config';
import { createMessagingService } from '../../src/service';

export const newId = newTestId;

/** Keeps every message it is given; a test can make the next sends fail as a mail server that is down. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private refusals = 0;

  refuseNext(count: number): void {
    this.refusals = count;
  }

  deliver(message: MailMessage): void {
    void this.send(message).catch(() => undefined);
  }

  async send(message: MailMessage): Promise<void> {
    if (this.refusals > 0) {
      this.refusals -= 1;
      throw new Error('421 Service not available');
    }
    this.sent.push(message);
  }

  sentTo(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }
}

/** A household as the customer service announces it, picked up on Fridays; each test names what matters to it. */
export function customerSnapshot(overrides: Partial<CustomerSnapshot> = {}): CustomerSnapshot {
  return announcedCustomer({ pickupDay: 'Friday', ...overrides });
}

/** A business's settings as the tenant service announces them. */
export function businessSettings(
  overrides: Partial<EventData<'tenant.settings.updated'>> = {},
): EventData<'tenant.settings.updated'> {
  return {
    businessName: 'Green Loop Compost',
    tagline: '',
    primaryColor: colors.primary,
    secondaryColor: colors.secondary,
    logoUrl: null,
    emailRemindersEnabled: true,
    smsRemindersEnabled: false,
    dayBeforeReminderEnabled: true,
    dayBeforeReminderTime: '18:00',
    morningOfReminderEnabled: false,
    morningOfReminderTime: '08:00',
    reminderMessage: '',
    soundNotificationsEnabled: false,
    milestoneInterval: 50,
    phone: '',
    email: '',
    website: '',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export type MessagingFixture = Awaited<ReturnType<typeof startMessagingFixture>>;

/** One messaging service for a test file, with the settings it needs: started before its tests, stopped after them. */
export const messagingForTests = (settings: Partial<MessagingConfig> = {}): (() => MessagingFixture) =>
  forTestFile('messaging', () => startMessagingFixture(settings));

/** The web app's address in the links of the e-mails messaging sends under test. */
export const messagingWebBaseUrl = 'http://web.pickup.test';

/**
 * A real messaging service on the kit's test bed, writing through a mailer that keeps what it is
 * given, with its own helpers: redeliveries, the businesses and households other services announce.
 */
export async function startMessagingFixture(
  settings: Partial<MessagingConfig> = {},
  // What the chat and the tickets announce, unless the test watches other events.
  recorded = ['message.sent', 'ticket.*'],
) {
  const mailer = new RecordingMailer();
  const bed = await startServiceTestBed({
    definition: createMessagingService({ mailer }),
    config: (base): MessagingConfig => ({
      ...base,
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'Compost Pickup <no-reply@pickup.test>',
      WEB_BASE_URL: messagingWebBaseUrl,
      ...settings,
    }),
    recorded,
  });
  const kitRecordsOf = (eventId: string) => ({ _id: `${bed.consumerName}:${eventId}` as never });

  const fixture = {
    ...bed,
    mailer,

    /** Sends an event again, as the broker does after a lost acknowledgement. */
    redeliver(envelope: EventEnvelope): Promise<void> {
      return bed.probe.send(envelope);
    },

    /** How many deliveries of an event type the kit found already applied and left alone. */
    async duplicatesOf(type: EventType): Promise<number> {
      const { values } = await bed.service.deps.metrics.eventsConsumed.get();
      return values.find(({ labels }) => labels.type === type && labels.outcome === 'duplicate')?.value ?? 0;
    },

    /** The note messaging keeps for an event (no personal details). */
    note(tenantId: string, eventId: string) {
      return bed.db.collection('notes').findOne({ tenantId, eventId });
    },

    /**
     * Forgets that the kit applied an event, as when recording it failed after the handler ran:
     * the event, delivered again, runs the handler again.
     */
    async forgetHandled(eventId: string): Promise<void> {
      await bed.db.collection('processed_events').deleteOne(kitRecordsOf(eventId));
      await bed.db.collection('event_claims').deleteOne(kitRecordsOf(eventId));
    },

    /** A business messaging knows by its registration and, unless told otherwise, its settings. */
    async business(settings: Partial<EventData<'tenant.settings.updated'>> | null = {}): Promise<string> {
      const tenantId = newId();
      const businessName = settings?.businessName ?? 'Green Loop Compost';
      await bed.apply('tenant.registered', tenantId, {
        tenantId,
        subdomain: `biz${tenantId.slice(-8)}`,
        businessName,
        customDomain: null,
        customDomainVerified: false,
        isActive: true,
        subscriptionStatus: 'active',
      });
      if (settings) await bed.apply('tenant.settings.updated', tenantId, businessSettings(settings));
      return tenantId;
    },

    /** A household of the business the customer service announced; answers its snapshot. */
    async household(tenantId: string, overrides: Partial<CustomerSnapshot> = {}): Promise<CustomerSnapshot> {
      const customer = customerSnapshot(overrides);
      await bed.apply('customer.created', tenantId, customer);
      return customer;
    },

    /** The weight service found contamination in a household's bucket; resolves once handled. */
    contamination(
      tenantId: string,
      customerId: string,
      materials: EventData<'weight.contamination.detected'>['materials'] = ['Glass', 'Plastic'],
      pickupDate = '2026-11-20',
    ) {
      return bed.apply('weight.contamination.detected', tenantId, {
        entryId: newId(),
        customerId,
        materials,
        pickupDate,
      });
    },
  };
  return fixture;
}
