import {
  type CreateWeightEntryBody,
  type EventActor,
  type ResolveWeightEntryBody,
  unusualWeightRule,
  type UpdateWeightEntryBody,
  type WeightEntriesQuery,
  type WeightEntryStatus,
  weightLimits,
  weightMessages,
} from '@pickup/contracts';
import { conflict, type ListPage, newDocumentId, notFound } from '@pickup/kit';
import { isDeepStrictEqual } from 'node:util';
import { announceEntryResolved, announceEntryUpdate, entryRecorded } from '../events/weight-events';
import { todayIn } from './calendar';
import type { Acting, EntryChanges, EntryRecord, HistoryRecord, Weighing } from './model';
import { newlyFound, reviewReason } from './review-rule';

/**
 * A bucket's entry: recorded (processed, or needs_review when the review rule says so), edited,
 * resolved, each change a line of its history.
 */

/** Who a history line names for a weight the driver recorded at the curb. */
export const curbRecorder = 'Driver';
/** Who a change is credited to when the signed-in user's name is not known (yet). */
export const unnamedStaff = 'Business owner';
/** An edit cannot take an entry out of review: resolving it does. */
export const stillNeedsReview = 'An entry that needs review leaves review only by being marked resolved';

/** The business's today, in its time zone. */
export async function businessToday(weighing: Weighing, tenantId: string, at = weighing.clock.now()) {
  return todayIn(await weighing.timeZones.timeZoneOf(tenantId), at);
}

/** The signed-in user's name, as history lines and resolutions show it. */
export async function staffName(weighing: Weighing, { tenantId, userId }: Acting): Promise<string> {
  return (await weighing.staff.nameOf(tenantId, userId)) ?? unnamedStaff;
}

/** What a new entry is made of; the review rule decides its status. */
export interface NewEntry {
  id: string;
  tenantId: string;
  customerId: string;
  customerName: string;
  bucketNumber: string;
  weight: number;
  materialTypes: string[];
  contamination: EntryRecord['contamination'];
  pickupDate: string;
  entryDate: string;
  notes: string;
  /** The status asked for; processed unless named. */
  status: WeightEntryStatus | undefined;
  source: EntryRecord['source'];
  routeId: string | null;
}

/**
 * Stores a new entry with its first history line and its events: needs_review when it has
 * contamination or an unusual weight for the household, else the status asked for (processed).
 * False when an entry with its id exists already.
 */
export async function storeNewEntry(
  weighing: Weighing,
  draft: NewEntry,
  recordedBy: string,
  actor: EventActor,
): Promise<EntryRecord | null> {
  const processedWeights = await weighing.entries.processedWeights(
    draft.tenantId,
    draft.customerId,
    unusualWeightRule.historyWindow,
  );
  const reason = reviewReason({
    foundContamination: draft.contamination,
    weight: draft.weight,
    processedWeights,
  });
  const status: WeightEntryStatus = reason ? 'needs_review' : (draft.status ?? 'processed');
  const now = weighing.clock.now();
  const entry: EntryRecord = {
    ...draft,
    status,
    reviewReason: reason,
    resolvedAt: null,
    resolvedBy: null,
    resolutionNotes: null,
    createdAt: now,
    updatedAt: now,
    history: [
      {
        id: newDocumentId(),
        action: 'created',
        changedBy: recordedBy,
        at: now,
        changeReason: reason ?? '',
        notes: draft.notes,
        previousStatus: null,
        newStatus: status,
        changedFields: [],
      },
    ],
  };
  return (await weighing.entries.create(entry, entryRecorded(entry, actor))) ? entry : null;
}

/** The weight screen's Record Weight and Add Entry: the customer must be one of the business's. */
export async function recordEntry(
  weighing: Weighing,
  acting: Acting,
  body: CreateWeightEntryBody,
): Promise<EntryRecord> {
  const { tenantId } = acting;
  const customer = await weighing.customers.find(tenantId, body.customerId);
  if (!customer) throw notFound(weightMessages.customerNotFound);
  const today = await businessToday(weighing, tenantId);
  const entry = await storeNewEntry(
    weighing,
    {
      id: newDocumentId(),
      tenantId,
      customerId: customer.customerId,
      // The customer's own name and bucket, not what the screen sent.
      customerName: customer.name,
      bucketNumber: customer.bucketNumber,
      weight: body.weight,
      materialTypes: body.materialTypes,
      contamination: body.contamination,
      pickupDate: body.pickupDate ?? today,
      entryDate: body.entryDate ?? today,
      notes: body.notes,
      status: body.status,
      source: 'manual',
      routeId: null,
    },
    await staffName(weighing, acting),
    acting.actor,
  );
  if (!entry) throw new Error(`A new weight entry's id was taken: ${tenantId}`);
  return entry;
}

export async function findEntry(weighing: Weighing, tenantId: string, id: string): Promise<EntryRecord> {
  const entry = await weighing.entries.find(tenantId, id);
  if (!entry) throw notFound(weightMessages.entryNotFound);
  return entry;
}

export function listEntries(
  weighing: Weighing,
  tenantId: string,
  { search, status, from, to, page, limit }: WeightEntriesQuery,
): Promise<ListPage<EntryRecord>> {
  return weighing.entries.list(
    tenantId,
    { search, status: status === 'all' ? undefined : status, from, to },
    { page, limit },
  );
}

export function recentEntries(weighing: Weighing, tenantId: string): Promise<EntryRecord[]> {
  return weighing.entries.recent(tenantId, weightLimits.recentEntries);
}

type EditedFields = Omit<UpdateWeightEntryBody, 'changeReason'>;

/** The body's fields whose value differs from the entry's, in the body's order. */
function fieldsChanged(entry: EntryRecord, fields: EditedFields): (keyof EditedFields)[] {
  return (Object.keys(fields) as (keyof EditedFields)[]).filter(
    (field) => fields[field] !== undefined && !isDeepStrictEqual(entry[field], fields[field]),
  );
}

/**
 * An edit's changes: the fields that differ, and the review rule for what changed (new
 * contamination, a new weight), which only ever moves a processed entry to needs_review. Null when
 * nothing differs. A needs_review entry keeps its status: resolving it takes it out.
 */
function decideEdit(
  entry: EntryRecord,
  { changeReason = '', ...fields }: UpdateWeightEntryBody,
  context: { changedBy: string; now: Date; processedWeights: readonly number[] },
): EntryChanges | null {
  if (entry.status === 'needs_review' && fields.status !== undefined && fields.status !== 'needs_review') {
    throw conflict(stillNeedsReview);
  }
  const changed = fieldsChanged(entry, fields);
  if (changed.length === 0) return null;
  const edited = Object.fromEntries(changed.map((field) => [field, fields[field]])) as EditedFields;
  const next = { ...entry, ...edited };
  const found = reviewReason({
    foundContamination: changed.includes('contamination')
      ? newlyFound(entry.contamination, next.contamination)
      : [],
    weight: changed.includes('weight') ? next.weight : null,
    processedWeights: context.processedWeights,
  });
  const toReview = next.status === 'processed' && found !== null;
  const status: WeightEntryStatus = toReview ? 'needs_review' : next.status;
  const flagged = status === 'needs_review' && entry.status !== 'needs_review';
  const history: HistoryRecord = {
    id: newDocumentId(),
    action: 'updated',
    changedBy: context.changedBy,
    at: context.now,
    changeReason: [changeReason, found].filter(Boolean).join('; '),
    notes: edited.notes ?? '',
    previousStatus: entry.status,
    newStatus: status,
    changedFields: toReview && !changed.includes('status') ? [...changed, 'status'] : changed,
  };
  return {
    ...edited,
    status,
    ...(flagged ? { reviewReason: found ?? (changeReason || null) } : {}),
    updatedAt: context.now,
    history: [...entry.history, history],
  };
}

export async function editEntry(
  weighing: Weighing,
  acting: Acting,
  id: string,
  body: UpdateWeightEntryBody,
): Promise<EntryRecord> {
  const { tenantId } = acting;
  const changedBy = await staffName(weighing, acting);
  const now = weighing.clock.now();
  const current = await findEntry(weighing, tenantId, id);
  const processedWeights =
    body.weight === undefined
      ? []
      : await weighing.entries.processedWeights(
          tenantId,
          current.customerId,
          unusualWeightRule.historyWindow,
          id,
        );
  const entry = await weighing.entries.update(
    tenantId,
    id,
    (before) => decideEdit(before, body, { changedBy, now, processedWeights }),
    announceEntryUpdate(acting.actor),
  );
  if (!entry) throw notFound(weightMessages.entryNotFound);
  return entry;
}

/** Mark Resolved: only a needs_review entry, which becomes processed, crediting the signed-in user. */
export async function resolveEntry(
  weighing: Weighing,
  acting: Acting,
  id: string,
  { resolutionNotes }: ResolveWeightEntryBody,
): Promise<EntryRecord> {
  const resolvedBy = await staffName(weighing, acting);
  const now = weighing.clock.now();
  const entry = await weighing.entries.update(
    acting.tenantId,
    id,
    (before) => {
      if (before.status !== 'needs_review') throw conflict(weightMessages.notNeedingReview);
      return {
        status: 'processed',
        reviewReason: null,
        resolvedAt: now,
        resolvedBy,
        resolutionNotes,
        updatedAt: now,
        history: [
          ...before.history,
          {
            id: newDocumentId(),
            action: 'resolved',
            changedBy: resolvedBy,
            at: now,
            // What was reviewed: the entry no longer carries it once resolved.
            changeReason: before.reviewReason ?? '',
            notes: resolutionNotes,
            previousStatus: before.status,
            newStatus: 'processed',
            changedFields: ['status'],
          },
        ],
      };
    },
    announceEntryResolved(acting.actor),
  );
  if (!entry) throw notFound(weightMessages.entryNotFound);
  return entry;
}
