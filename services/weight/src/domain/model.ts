import type {
  ContaminationMaterial,
  EventEnvelope,
  CustomerStatus,
  EventActor,
  PageQuery,
  StopOutcome,
  WeightEntryStatus,
} from '@pickup/contracts';
import type { BusinessTimeZones, DomainEvent, ListPage, Logger, ReplaySource } from '@pickup/kit';

/**
 * What the weight service's rules work with: plain data and the stores they need, no database or
 * HTTP types.
 */

/** One line of an entry's history: its creation, an edit, or its resolution. */
export interface HistoryRecord {
  id: string;
  action: 'created' | 'updated' | 'resolved';
  changedBy: string;
  at: Date;
  changeReason: string;
  notes: string;
  previousStatus: WeightEntryStatus | null;
  newStatus: WeightEntryStatus;
  changedFields: string[];
}

/** A weighed bucket, with its history (kept in the same document, so both change in one write). */
export interface EntryRecord {
  id: string;
  tenantId: string;
  customerId: string;
  customerName: string;
  bucketNumber: string;
  /** Pounds. */
  weight: number;
  materialTypes: string[];
  contamination: ContaminationMaterial[];
  /** YYYY-MM-DD in the business's time zone. */
  pickupDate: string;
  entryDate: string;
  notes: string;
  status: WeightEntryStatus;
  reviewReason: string | null;
  source: 'curb' | 'manual';
  routeId: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  resolutionNotes: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryRecord[];
}

/** What an edit, a resolve or a rename may change of an entry. */
export type EntryChanges = Partial<Omit<EntryRecord, 'id' | 'tenantId' | 'customerId' | 'createdAt'>>;

export interface EntryFilter {
  search?: string | undefined;
  status?: WeightEntryStatus | undefined;
  /** Pickup dates, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** What the totals read of an entry. */
export type WeighedBucket = Pick<
  EntryRecord,
  'id' | 'customerId' | 'weight' | 'pickupDate' | 'createdAt' | 'materialTypes' | 'contamination' | 'status'
>;

/** What the stat cards read of an entry of the period. */
/** A period's entries added up: pounds, how many, how many had contamination, how many households. */
export interface PeriodTotals {
  totalWeight: number;
  entries: number;
  contaminated: number;
  households: number;
}

export interface EntryStore {
  /** Stores a new entry with its events; false when an entry with its id exists already. */
  create(entry: EntryRecord, events: DomainEvent[]): Promise<boolean>;
  find(tenantId: string, id: string): Promise<EntryRecord | null>;
  /**
   * Read-decide-write onto the revision read (concurrent changes never lose one): `decide` may
   * throw to refuse, or answer null for no change. Null when there is no such entry.
   */
  update(
    tenantId: string,
    id: string,
    decide: (entry: EntryRecord) => EntryChanges | null,
    announce: (after: EntryRecord, before: EntryRecord) => DomainEvent[],
  ): Promise<EntryRecord | null>;
  list(tenantId: string, filter: EntryFilter, page: PageQuery): Promise<ListPage<EntryRecord>>;
  /** The entries recorded last, newest first. */
  recent(tenantId: string, limit: number): Promise<EntryRecord[]>;
  /** The customer's processed weights, newest pickup first, leaving one entry out. */
  processedWeights(tenantId: string, customerId: string, limit: number, except?: string): Promise<number[]>;
  /** Every entry of those customers, for their totals. */
  bucketsOf(tenantId: string, customerIds: readonly string[]): Promise<WeighedBucket[]>;
  /** The business's entries picked up from `from` (or ever) to `to`, inclusive, added up. */
  periodTotals(tenantId: string, from: string | null, to: string): Promise<PeriodTotals>;
  countByStatus(tenantId: string, status: WeightEntryStatus): Promise<number>;
  countEnteredOn(tenantId: string, entryDate: string): Promise<number>;
  /** Of those customers, the ones with an entry picked up on that day. */
  customersWeighedOn(
    tenantId: string,
    pickupDate: string,
    customerIds: readonly string[],
  ): Promise<Set<string>>;
  /** Gives the customer's entries their new name; how many changed. */
  renameCustomer(tenantId: string, customerId: string, customerName: string): Promise<number>;
  removeOfCustomer(tenantId: string, customerId: string): Promise<void>;
  /** The business's entries told again as events, `tell` giving one's (analytics' replay, the kit's replayPage reads it). */
  replay(tell: (entry: EntryRecord) => EventEnvelope[]): ReplaySource<unknown>;
}

/** A business's customer as weight keeps it, from the customer service's snapshots. */
export interface WeighedCustomer {
  customerId: string;
  userId: string | null;
  /** "Robin Meadows". */
  name: string;
  bucketNumber: string;
  status: CustomerStatus;
}

export interface CustomerProjection {
  /** Holds the customer as of `asOf` unless newer is held or it was deleted; whether applied. */
  applySnapshot(tenantId: string, customer: WeighedCustomer, asOf: Date): Promise<boolean>;
  /** Forgets the customer for good; false when already deleted. */
  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean>;
  /** The customer held, or null when unknown or deleted. */
  find(tenantId: string, customerId: string): Promise<WeighedCustomer | null>;
  /** Whether the customer was deleted (a late event about them changes nothing). */
  isDeleted(tenantId: string, customerId: string): Promise<boolean>;
  findMany(tenantId: string, customerIds: readonly string[]): Promise<WeighedCustomer[]>;
  findByUserId(tenantId: string, userId: string): Promise<WeighedCustomer | null>;
  /** A page of the customers held, by name, whose name or bucket number matches the search. */
  list(tenantId: string, search: string | undefined, page: PageQuery): Promise<ListPage<WeighedCustomer>>;
}

/** A stop's latest result on a day's run, from routing's stop.completed. */
export interface StopResult {
  tenantId: string;
  routeId: string;
  customerId: string;
  date: string;
  status: StopOutcome;
  /** Pounds weighed at the curb, or null. */
  weight: number | null;
  customerName: string;
  bucketNumber: string;
  /** When the result was recorded: a result older than the one held is ignored. */
  at: Date;
}

export interface StopResults {
  /** Holds the result unless one recorded later is held; whether it was applied. */
  apply(result: StopResult): Promise<boolean>;
  /** The result held for the stop. */
  find(tenantId: string, routeId: string, customerId: string, date: string): Promise<StopResult | null>;
  /** The day's collected stops without a curb weight. */
  collectedWithoutWeight(tenantId: string, date: string): Promise<StopResult[]>;
  removeOfCustomer(tenantId: string, customerId: string): Promise<void>;
}

/** The business's staff by login, from identity's user.registered: who changed an entry. */
export interface StaffDirectory {
  apply(tenantId: string, userId: string, name: string): Promise<void>;
  nameOf(tenantId: string, userId: string): Promise<string | null>;
}

export interface Clock {
  now(): Date;
}

export interface Weighing {
  entries: EntryStore;
  customers: CustomerProjection;
  stops: StopResults;
  staff: StaffDirectory;
  timeZones: BusinessTimeZones;
  clock: Clock;
  logger: Logger;
}

/** Who acts: the business, the signed-in user, and how events name them. */
export interface Acting {
  tenantId: string;
  userId: string;
  actor: EventActor;
}
