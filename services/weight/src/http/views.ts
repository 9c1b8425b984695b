import type { WeightEntry, WeightHistoryItem } from '@pickup/contracts';
import type { EntryRecord, HistoryRecord } from '../domain/model';

/** An entry as the API shows it (its history has a call of its own). */
export function entryView({ tenantId: _tenant, history: _history, ...entry }: EntryRecord): WeightEntry {
  return {
    ...entry,
    resolvedAt: entry.resolvedAt?.toISOString() ?? null,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

export function historyView({ at, ...item }: HistoryRecord): WeightHistoryItem {
  return { ...item, timestamp: at.toISOString() };
}
