import type {
  BusinessSettings,
  CampaignKind,
  CampaignStatus,
  ContactSource,
  MessageSenderType,
  PageQuery,
  TicketChannel,
  TicketStatus,
} from '@pickup/contracts';
import type { DomainEvent, ListPage, Logger, Mailer } from '@pickup/kit';
import type { ReplyAddresses } from './reply-addresses';

/**
 * What the messaging service's rules work with: plain data and the stores they need, no database
 * or HTTP types.
 */

/** A business's household as messaging keeps it, from the customer service's snapshots: whom to write. */
export interface Household {
  customerId: string;
  /** Their login, when they have one: a customer's session finds their thread by it. */
  userId: string | null;
  firstName: string;
  lastName: string;
  /** Empty when the business has none for them: they get no e-mail. */
  email: string;
  /** Empty or absent when the business has none for them: they get no text message. */
  phone?: string;
}

export interface HouseholdDirectory {
  /** Holds the household as of `asOf` unless one as new or newer is held or it was deleted; whether applied. */
  applySnapshot(tenantId: string, household: Household, asOf: Date): Promise<boolean>;
  /** Forgets the household for good (a late snapshot never brings it back); false when already deleted. */
  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean>;
  /** The household held, or null when unknown or deleted. */
  find(tenantId: string, customerId: string): Promise<Household | null>;
  /** The household whose login this is, or null. */
  findByUserId(tenantId: string, userId: string): Promise<Household | null>;
  /** The household with this e-mail (any case), or null. */
  findByEmail(tenantId: string, email: string): Promise<Household | null>;
  /** Those of the households held (not deleted). */
  findMany(tenantId: string, customerIds: readonly string[]): Promise<Household[]>;
}

/** How a business signs what messaging writes in its name; contact details are empty when it has none. */
export interface Business {
  businessName: string;
  email: string;
  phone: string;
  /** The colour of its brand (#rrggbb): the HTML part wears it. */
  primaryColor: string;
  website: string;
  /** Its address on the platform (its page is the web app's /{subdomain}); empty until known. */
  subdomain: string;
}

export type BusinessContact = Omit<Business, 'businessName' | 'subdomain'>;

export interface BusinessDirectory {
  /** The business's name as of `asOf` (tenant events and settings carry it), when newer; whether applied. */
  applyName(tenantId: string, businessName: string, asOf: Date): Promise<boolean>;
  /** Its contact details and colour as of `asOf` (its settings), when newer; whether applied. */
  applyContact(tenantId: string, contact: BusinessContact, asOf: Date): Promise<boolean>;
  /** Its subdomain as of `asOf` (tenant events carry it), when newer; whether applied. */
  applySubdomain(tenantId: string, subdomain: string, asOf: Date): Promise<boolean>;
  /** The business, once its name is known (the default colour until its settings are); else null. */
  find(tenantId: string): Promise<Business | null>;
  /** The id of the business with this subdomain now, or null. */
  tenantOfSubdomain(subdomain: string): Promise<string | null>;
  /** Its reminder settings and time zone as of `asOf` (its settings), when newer; whether applied. */
  applyReminders(tenantId: string, settings: ReminderSettings, asOf: Date): Promise<boolean>;
  /** Its reminder settings, or null before its settings are known. */
  remindersOf(tenantId: string): Promise<ReminderSettings | null>;
  /** The businesses with a channel (e-mail or SMS) and a kind of reminder on: the scheduler's round. */
  withRemindersOn(): Promise<{ tenantId: string; settings: ReminderSettings }[]>;
}

/** When and how a business reminds its households of a pickup (its settings), in its time zone. */
export type ReminderSettings = Pick<
  BusinessSettings,
  | 'emailRemindersEnabled'
  | 'smsRemindersEnabled'
  | 'dayBeforeReminderEnabled'
  | 'dayBeforeReminderTime'
  | 'morningOfReminderEnabled'
  | 'morningOfReminderTime'
  | 'reminderMessage'
  | 'timeZone'
>;

/** Where a note about an event stands: claimed while it is being sent, sent once the server took it. */
export type NoteClaim = 'claimed' | 'sent' | 'unsettled';

/**
 * The notes written for events, one per event: a handler run again for an event (a redelivery, or
 * a retry after the send) finds its note and sends nothing more.
 */
export interface NoteLog {
  /**
   * Claims the event's note for this run: 'claimed' when it is this run's to send, 'sent' when an
   * earlier run sent it, 'unsettled' when an earlier run handed it to the mail server and stopped
   * before recording the outcome.
   */
  claim(tenantId: string, eventId: string, customerId: string): Promise<NoteClaim>;
  /** The mail server took the note. */
  settle(tenantId: string, eventId: string, sentAt: Date): Promise<void>;
  /** The mail server refused it: the next run may send it. */
  release(tenantId: string, eventId: string): Promise<void>;
}

/** A message of a customer's thread, or of a visitor's ticket (no customer). */
export interface MessageRecord {
  id: string;
  tenantId: string;
  customerId: string | null;
  senderId: string | null;
  receiverId: string;
  content: string;
  senderType: MessageSenderType;
  senderName: string;
  /** Read by its receiver. */
  read: boolean;
  ticketId: string | null;
  createdAt: Date;
}

export interface ThreadPage {
  /** Oldest first. */
  messages: MessageRecord[];
  hasMore: boolean;
}

export interface MessageStore {
  /** Stores a message with its events. */
  add(message: MessageRecord, events: DomainEvent[]): Promise<void>;
  /** The latest `limit` messages of a customer's thread, or those before the message `before`. */
  thread(tenantId: string, customerId: string, page: { before?: string; limit: number }): Promise<ThreadPage>;
  /** A ticket's messages, oldest first. */
  ofTicket(tenantId: string, ticketId: string): Promise<MessageRecord[]>;
  /** Marks read the thread's unread messages written by those senders; how many. */
  markRead(tenantId: string, customerId: string, writers: readonly MessageSenderType[]): Promise<number>;
  /** How many messages each customer wrote that the business has not read. */
  unreadFromCustomers(tenantId: string): Promise<Map<string, number>>;
}

/** A customer's thread as the owner's list shows it: its latest message. */
export interface ConversationRecord {
  customerId: string;
  lastMessageId: string;
  lastMessage: string;
  lastMessageAt: Date;
}

export interface ConversationStore {
  /** Makes the message its thread's latest, unless a later one is held. */
  noteMessage(message: MessageRecord & { customerId: string }): Promise<void>;
  /** The business's threads, latest first. */
  list(tenantId: string): Promise<ConversationRecord[]>;
}

export interface TicketRequester {
  customerId: string | null;
  name: string;
  email: string;
}

export interface TicketRecord {
  id: string;
  tenantId: string;
  subject: string;
  channel: TicketChannel;
  status: TicketStatus;
  requester: TicketRequester;
  assignee: { id: string; name: string } | null;
  messageCount: number;
  lastMessage: string;
  lastMessageAt: Date;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}

export type TicketChanges = Partial<
  Pick<
    TicketRecord,
    'status' | 'assignee' | 'messageCount' | 'lastMessage' | 'lastMessageAt' | 'updatedAt' | 'resolvedAt'
  >
>;

export interface TicketFilter {
  status?: TicketStatus | undefined;
  search?: string | undefined;
}

export interface TicketStore {
  /** Stores a new ticket with its events. */
  create(ticket: TicketRecord, events: DomainEvent[]): Promise<void>;
  find(tenantId: string, id: string): Promise<TicketRecord | null>;
  /**
   * Read-decide-write onto the revision read (concurrent changes never lose one): `decide` may
   * throw to refuse, or answer null for no change. Null when there is no such ticket.
   */
  update(
    tenantId: string,
    id: string,
    decide: (ticket: TicketRecord) => TicketChanges | null,
    announce: (after: TicketRecord, before: TicketRecord) => DomainEvent[],
  ): Promise<{ ticket: TicketRecord; changed: boolean } | null>;
  /** A page of tickets, latest activity first. */
  list(tenantId: string, filter: TicketFilter, page: PageQuery): Promise<ListPage<TicketRecord>>;
  counts(tenantId: string): Promise<Record<TicketStatus, number>>;
  /** The status of each of those customers' latest open or pending ticket. */
  activeStatusOf(tenantId: string, customerIds: readonly string[]): Promise<Map<string, TicketStatus>>;
}

/**
 * Which ticket is a requester's open or pending one: one at a time, each claimed by a unique
 * insert (FerretDB's conditional updates are not atomic), so two messages at once never open two.
 */
export interface ActiveTicketClaim {
  ticketId: string;
  claimedAt: Date;
}

export interface ActiveTickets {
  find(tenantId: string, requester: string): Promise<ActiveTicketClaim | null>;
  /** False when the requester holds another already. */
  claim(tenantId: string, requester: string, ticketId: string): Promise<boolean>;
  release(tenantId: string, requester: string, ticketId: string): Promise<void>;
}

/** The business's owner logins and their names, from identity's user.registered: a ticket's assignee. */
export interface OwnerDirectory {
  apply(tenantId: string, userId: string, name: string, email: string): Promise<void>;
  nameOf(tenantId: string, userId: string): Promise<string | null>;
  /** Their login's e-mail: where a test reminder goes. */
  emailOf(tenantId: string, userId: string): Promise<string | null>;
  /** The e-mail of the business's first owner login that has one: where news for the owner goes. */
  firstEmailOf(tenantId: string): Promise<string | null>;
}

/** What the open sockets are told, on every instance: a message written, a ticket changed. */
export interface LiveFeed {
  /** To the business's sockets and the customer's own (their login), when the message is in a thread. */
  messageSent(message: MessageRecord, customerUserId: string | null): void;
  /** To the business's sockets. */
  ticketUpdated(ticket: TicketRecord): void;
}

export interface Clock {
  now(): Date;
}

export interface Messaging {
  households: HouseholdDirectory;
  businesses: BusinessDirectory;
  notes: NoteLog;
  messages: MessageStore;
  conversations: ConversationStore;
  tickets: TicketStore;
  activeTickets: ActiveTickets;
  owners: OwnerDirectory;
  live: LiveFeed;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  /** The web app's address, for the links of the notes messaging writes. */
  webBaseUrl: string;
  /** Tickets' reply addresses, when inbound e-mail is set up; else replies go to the business's own address. */
  replyAddresses: ReplyAddresses | null;
}

// Contact lists, the launch campaign and unsubscribes (business spec §2.15).

export interface ContactListRecord {
  id: string;
  tenantId: string;
  name: string;
  description: string;
  createdAt: Date;
}

export interface ContactListStore {
  create(list: ContactListRecord): Promise<void>;
  find(tenantId: string, listId: string): Promise<ContactListRecord | null>;
  /** The business's lists, newest first. */
  all(tenantId: string): Promise<ContactListRecord[]>;
}

/** A contact as a row or a typed line gives it, its address already lower-cased and checked. */
export interface ContactDetails {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface ContactRecord extends ContactDetails {
  id: string;
  tenantId: string;
  listId: string;
  source: ContactSource;
  createdAt: Date;
}

/** What adding a contact to a list did: a new contact, or details merged into the one it held. */
export type ContactAdded = 'imported' | 'merged';

export interface ContactStore {
  /**
   * Adds the contact to the list, unless the list holds its address (one contact per list and
   * address, kept by a unique index): then fills the details it lacks.
   */
  add(contact: ContactRecord): Promise<ContactAdded>;
  /** Contacts per list, counted. */
  countByList(tenantId: string): Promise<Map<string, number>>;
  count(tenantId: string, listId: string): Promise<number>;
  page(
    tenantId: string,
    listId: string,
    query: PageQuery & { search?: string | undefined },
  ): Promise<ListPage<ContactRecord>>;
  /** The addresses of a list, or of every list, each once, with the first name one of them gives. */
  recipients(tenantId: string, listId: string | null): Promise<Recipient[]>;
}

export interface Recipient {
  email: string;
  firstName: string;
}

/**
 * The business's unsubscribed addresses: one record per address (unique), honoured by every later
 * campaign of the business whatever list the address is in.
 */
export interface UnsubscribeRegistry {
  /** Records the address as unsubscribed; false when it already was. */
  add(tenantId: string, email: string, at: Date): Promise<boolean>;
  has(tenantId: string, email: string): Promise<boolean>;
  /** Those of the addresses that are unsubscribed. */
  among(tenantId: string, emails: readonly string[]): Promise<Set<string>>;
}

export interface CampaignCounts {
  sent: number;
  failed: number;
  skipped: number;
}

export interface CampaignRecord extends CampaignCounts {
  id: string;
  tenantId: string;
  kind: CampaignKind;
  listId: string | null;
  listName: string | null;
  status: CampaignStatus;
  recipients: number;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface CampaignStore {
  create(campaign: CampaignRecord): Promise<void>;
  /** The counts so far of a campaign still sending, as of `at`. */
  progress(tenantId: string, campaignId: string, counts: CampaignCounts, at: Date): Promise<void>;
  /** Every business's campaigns still sending whose run last reported progress before `before`. */
  stalled(before: Date): Promise<CampaignRecord[]>;
  /** Marks it sent with its final counts, announcing the events in the same write. */
  finish(
    tenantId: string,
    campaignId: string,
    counts: CampaignCounts,
    finishedAt: Date,
    events: DomainEvent[],
  ): Promise<CampaignRecord | null>;
  find(tenantId: string, campaignId: string): Promise<CampaignRecord | null>;
  /** The business's campaigns, newest first. */
  all(tenantId: string): Promise<CampaignRecord[]>;
}

/** What became of one address in one campaign. */
export type DeliveryOutcome = keyof CampaignCounts;

/**
 * One claim per campaign and address (a unique insert): whoever inserts it writes to the address,
 * so a run of the campaign again, or two at once, writes to nobody twice.
 */
export interface CampaignDeliveries {
  /** True when this run took the address; false when another run of the campaign already had. */
  claim(tenantId: string, campaignId: string, email: string, at: Date): Promise<boolean>;
  settle(tenantId: string, campaignId: string, email: string, outcome: DeliveryOutcome): Promise<void>;
  /** The settled outcomes of the campaign, counted. */
  counts(tenantId: string, campaignId: string): Promise<CampaignCounts>;
}

/** Where the links of a business's campaign e-mails lead, and the key that signs unsubscribe links. */
export interface CampaignLinks {
  webBaseUrl: string;
  unsubscribeKey: Buffer;
}

export interface Outreach {
  contactLists: ContactListStore;
  contacts: ContactStore;
  unsubscribes: UnsubscribeRegistry;
  campaigns: CampaignStore;
  deliveries: CampaignDeliveries;
  businesses: BusinessDirectory;
  links: CampaignLinks;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
}
