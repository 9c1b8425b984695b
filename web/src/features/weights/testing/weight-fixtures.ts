/** Test-only: entries, pending weights, totals and history for the weight screen's tests. */
import type {
  CustomerWeight,
  CustomerWeightsResult,
  PendingWeight,
  WeightEntriesResult,
  WeightEntry,
  WeightHistoryItem,
  WeightSummary,
} from '@pickup/contracts/schemas';
import { today } from '../../../../test/today';

export const robinId = '650000000000000000000001';
export const samId = '650000000000000000000002';
export const routeId = '660000000000000000000001';

/** Robin's processed 12.5 lbs. */
export const robinEntry: WeightEntry = {
  id: '690000000000000000000001',
  customerId: robinId,
  customerName: 'Robin Lee',
  bucketNumber: 'B-007',
  weight: 12.5,
  materialTypes: ['food scraps', 'coffee grounds'],
  contamination: [],
  pickupDate: '2026-11-20',
  entryDate: '2026-11-20',
  notes: '',
  status: 'processed',
  reviewReason: null,
  source: 'curb',
  routeId,
  resolvedAt: null,
  resolvedBy: null,
  resolutionNotes: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

/** Sam's bucket with glass in it, waiting for review. */
export const samEntry: WeightEntry = {
  ...robinEntry,
  id: '690000000000000000000002',
  customerId: samId,
  customerName: 'Sam Fields',
  bucketNumber: 'B-012',
  weight: 9.8,
  materialTypes: ['food scraps'],
  contamination: ['Glass'],
  status: 'needs_review',
  reviewReason: 'Contamination found: Glass',
  source: 'manual',
  routeId: null,
};

export function entriesOf(entries: WeightEntry[], totalPages = 1): WeightEntriesResult {
  return { entries, pagination: { total: entries.length, page: 1, limit: 20, totalPages } };
}

export const danaPending: PendingWeight = {
  customerId: '650000000000000000000003',
  customerName: 'Dana Park',
  bucketNumber: 'B-015',
  routeId,
  pickupDate: today(),
  collectedAt: '2026-11-23T14:05:00.000Z',
};

export function summaryOf(overrides: Partial<WeightSummary> = {}): WeightSummary {
  return {
    date: today(),
    period: '30d',
    from: '2026-10-25',
    totalWeight: 1204.5,
    entries: 96,
    entriesToday: 7,
    pendingWeights: 3,
    averageWeight: 12.5,
    needsReview: 2,
    contaminationRate: 4.2,
    impact: { divertedLbs: 1204.5, co2eAvoidedLbs: 353.2, gasolineGallons: 18, householdsServed: 31 },
    ...overrides,
  };
}

export const samTotals: CustomerWeight = {
  customerId: samId,
  customerName: 'Sam Fields',
  bucketNumber: 'B-012',
  totalWeight: 88.4,
  entries: 8,
  lastWeight: 9.8,
  lastPickupDate: '2026-11-20',
  averageWeight: 11.1,
  trend: 'down',
  contaminationCount: 2,
};

export function customersOf(customers: CustomerWeight[]): CustomerWeightsResult {
  return { customers, pagination: { total: customers.length, page: 1, limit: 20, totalPages: 1 } };
}

export const samHistory: WeightHistoryItem[] = [
  {
    id: '6a0000000000000000000001',
    action: 'created',
    changedBy: 'Casey Rivers',
    timestamp: '2026-11-20T15:00:00.000Z',
    changeReason: '',
    notes: '',
    previousStatus: null,
    newStatus: 'needs_review',
    changedFields: [],
  },
  {
    id: '6a0000000000000000000002',
    action: 'updated',
    changedBy: 'Casey Rivers',
    timestamp: '2026-11-20T16:30:00.000Z',
    changeReason: 'Scale was not zeroed',
    notes: '',
    previousStatus: 'needs_review',
    newStatus: 'needs_review',
    changedFields: ['weight'],
  },
  {
    id: '6a0000000000000000000003',
    action: 'resolved',
    changedBy: 'Casey Rivers',
    timestamp: '2026-11-21T09:00:00.000Z',
    changeReason: '',
    notes: 'Talked to Sam: the jar went in by mistake',
    previousStatus: 'needs_review',
    newStatus: 'processed',
    changedFields: [],
  },
];
