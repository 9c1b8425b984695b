import { colors, type EventData, type EventEnvelope, type EventType } from '@pickup/contracts';
import { createLogger, EventBus, type MailMessage, type Mailer, Metrics, startService } from '@pickup/kit';
import { EventProbe, testServiceConfig, uniqueName, waitFor } from '@pickup/kit/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import type { MessagingConfig } from '../../src/config';
import { createMessagingService } from '../../src/service';

export const newId = () => randomBytes(12).toString('hex');

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

/** Messaging's configuration on the test infrastructure; it serves no calls, so no JWKS answers. */
export function messagingTestConfig(overrides: Partial<MessagingConfig> = {}): MessagingConfig {
  return {
    ...testServiceConfig({ JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json' }),
    SMTP_URL: 'smtp://127.0.0.1:1025',
    MAIL_FROM: 'Compost Pickup <no-reply@pickup.test>',
    ...overrides,
  };
}

type CustomerSnapshot = EventData<'customer.created'>;

/** A household as the customer service announces it; each test names what matters to it. */
export function customerSnapshot(overrides: Partial<CustomerSnapshot> = {}): CustomerSnapshot {
  const customerId = overrides.customerId ?? newId();
  return {
    customerId,
    userId: newId(),
    firstName: 'Robin',
    lastName: 'Meadows',
    email: `${customerId}@example.com`,
    phone: '207-555-0100',
    address: '12 Elm Street',
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    pickupDay: 'Friday',
    location: null,
    status: 'active',
    bucketNumber: 'B-001',
    bucketCount: 1,
    subscription: 'weekly',
    pickupInstructions: '',
    ...overrides,
  };
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

/** One messaging service for a test file: started before its tests, stopped after them. */
export function messagingForTests(): () => MessagingFixture {
  let fixture: MessagingFixture | undefined;
  beforeAll(async () => {
    fixture = await startMessagingFixture();
  }, 30_000);
  afterAll(() => fixture?.stop());
  return () => {
    if (!fixture) throw new Error('messaging is not started yet: use it inside a test');
    return fixture;
  };
}

/**
 * A real messaging service (its own database, exchange and queue) writing through a mailer that
 * keeps what it is given, with the other services' events sent as they send them.
 */
export async function startMessagingFixture() {
  const config = messagingTestConfig();
  const mailer = new RecordingMailer();
  const consumerName = uniqueName('messaging');
  const retryDelaysMs = [200];
  const service = await startService(createMessagingService({ mailer }), {
    config,
    tuning: { dbName: uniqueName('messaging_test'), consumerName, retryDelaysMs },
  });
  // The probe cleans the test's queues and exchange away; the bus sends events with ids of the test's choosing.
  const probe = await new EventProbe(config, []).start();
  const bus = new EventBus({
    url: config.RABBITMQ_URL,
    exchange: config.EVENTS_EXCHANGE,
    logger: createLogger('test', 'silent'),
    metrics: new Metrics('test'),
  });
  await waitFor(() => bus.isConnected(), { what: 'the test publisher to connect' });
  const db = service.deps.connection;
  const kitRecordsOf = (eventId: string) => ({ _id: `${consumerName}:${eventId}` as never });

  const fixture = {
    service,
    mailer,
    db,

    /** An event as its owner publishes it; answers the envelope, to send again as a redelivery. */
    async publish<T extends EventType>(
      type: T,
      tenantId: string,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<EventEnvelope<EventData<T>>> {
      const envelope = {
        id: randomUUID(),
        type,
        version: 1,
        occurredAt: occurredAt.toISOString(),
        tenantId,
        actor: { userId: null, role: 'system' as const },
        data,
      };
      await bus.publish(envelope);
      return envelope;
    },

    /** Sends an event again, as the broker does after a lost acknowledgement. */
    redeliver(envelope: EventEnvelope): Promise<void> {
      return bus.publish(envelope);
    },

    /** Resolves once the service has handled the event (the kit's record of applied events). */
    handled(eventId: string): Promise<unknown> {
      return waitFor(
        async () => (await db.collection('processed_events').countDocuments(kitRecordsOf(eventId))) > 0,
        { what: `event ${eventId} to be handled` },
      );
    },

    /** Publishes an event and resolves once the service handled it. */
    async apply<T extends EventType>(
      type: T,
      tenantId: string,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<EventEnvelope<EventData<T>>> {
      const envelope = await fixture.publish(type, tenantId, data, occurredAt);
      await fixture.handled(envelope.id);
      return envelope;
    },

    /** How many deliveries of an event type the kit found already applied and left alone. */
    async duplicatesOf(type: EventType): Promise<number> {
      const { values } = await service.deps.metrics.eventsConsumed.get();
      return values.find(({ labels }) => labels.type === type && labels.outcome === 'duplicate')?.value ?? 0;
    },

    /** The note messaging keeps for an event (no personal details). */
    note(tenantId: string, eventId: string) {
      return db.collection('notes').findOne({ tenantId, eventId });
    },

    /**
     * Forgets that the kit applied an event, as when recording it failed after the handler ran:
     * the event, delivered again, runs the handler again.
     */
    async forgetHandled(eventId: string): Promise<void> {
      await db.collection('processed_events').deleteOne(kitRecordsOf(eventId));
      await db.collection('event_claims').deleteOne(kitRecordsOf(eventId));
    },

    /** A business messaging knows by its registration and, unless told otherwise, its settings. */
    async business(settings: Partial<EventData<'tenant.settings.updated'>> | null = {}): Promise<string> {
      const tenantId = newId();
      const businessName = settings?.businessName ?? 'Green Loop Compost';
      await fixture.apply('tenant.registered', tenantId, {
        tenantId,
        subdomain: `biz${tenantId.slice(-8)}`,
        businessName,
        customDomain: null,
        customDomainVerified: false,
        isActive: true,
        subscriptionStatus: 'active',
      });
      if (settings) await fixture.apply('tenant.settings.updated', tenantId, businessSettings(settings));
      return tenantId;
    },

    /** A household of the business the customer service announced; answers its snapshot. */
    async household(tenantId: string, overrides: Partial<CustomerSnapshot> = {}): Promise<CustomerSnapshot> {
      const customer = customerSnapshot(overrides);
      await fixture.apply('customer.created', tenantId, customer);
      return customer;
    },

    /** The weight service found contamination in a household's bucket; resolves once handled. */
    contamination(
      tenantId: string,
      customerId: string,
      materials: EventData<'weight.contamination.detected'>['materials'] = ['Glass', 'Plastic'],
      pickupDate = '2026-11-20',
    ) {
      return fixture.apply('weight.contamination.detected', tenantId, {
        entryId: newId(),
        customerId,
        materials,
        pickupDate,
      });
    },

    async stop(): Promise<void> {
      await db.dropDatabase().catch(() => undefined);
      await service.stop();
      await bus.close();
      await probe.stop({ consumerName, retryDelaysMs });
    },
  };
  return fixture;
}
