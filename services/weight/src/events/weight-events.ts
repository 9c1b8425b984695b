import type { ContaminationMaterial, EventActor, EventData } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type { EntryRecord } from '../domain/model';
import { newlyFound } from '../domain/review-rule';

/** Builders of the weight service's events: each use case hands them to the write that stores its change. */

/** The entry as other services keep it: analytics sums it per day, zone and customer. */
export function entrySnapshotOf(entry: EntryRecord): EventData<'weight.recorded'> {
  return {
    entryId: entry.id,
    customerId: entry.customerId,
    bucketNumber: entry.bucketNumber,
    weight: entry.weight,
    pickupDate: entry.pickupDate,
    status: entry.status,
    contamination: entry.contamination,
    materialTypes: entry.materialTypes,
    routeId: entry.routeId,
  };
}

const contextOf = (entry: EntryRecord, actor: EventActor) => ({ tenantId: entry.tenantId, actor });

/** Messaging writes the household a note of what was found: only what is new to this entry. */
function contaminationDetected(
  entry: EntryRecord,
  before: readonly ContaminationMaterial[],
  actor: EventActor,
): DomainEvent[] {
  const materials = newlyFound(before, entry.contamination);
  if (materials.length === 0) return [];
  return [
    domainEvent(
      'weight.contamination.detected',
      { entryId: entry.id, customerId: entry.customerId, materials, pickupDate: entry.pickupDate },
      contextOf(entry, actor),
    ),
  ];
}

export const entryRecorded = (entry: EntryRecord, actor: EventActor): DomainEvent[] => [
  domainEvent('weight.recorded', entrySnapshotOf(entry), contextOf(entry, actor)),
  ...contaminationDetected(entry, [], actor),
];

export const announceEntryUpdate =
  (actor: EventActor) =>
  (after: EntryRecord, before: EntryRecord): DomainEvent[] => [
    domainEvent(
      'weight.updated',
      { ...entrySnapshotOf(after), previousStatus: before.status },
      contextOf(after, actor),
    ),
    ...contaminationDetected(after, before.contamination, actor),
  ];

export const announceEntryResolved =
  (actor: EventActor) =>
  (after: EntryRecord): DomainEvent[] => [
    domainEvent(
      'weight.resolved',
      {
        ...entrySnapshotOf(after),
        resolvedBy: after.resolvedBy ?? '',
        resolvedAt: (after.resolvedAt ?? after.updatedAt).toISOString(),
      },
      contextOf(after, actor),
    ),
  ];
