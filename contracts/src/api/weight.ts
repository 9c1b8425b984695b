/**
 * Weights: every collected bucket's weight, its review and history, the business's totals and
 * environmental impact, and each household's own numbers (business spec §2.9, §3 Weight entry and
 * History item, §4, §5, §8; customer spec Weight card). The messages and factors are in
 * ../weight-constants, re-exported here: not in ../constants, which every first page loads, and
 * apart from these schemas, so that a screen showing them downloads no zod.
 */
import { errorBody } from '../errors';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { pageQuery, pagination } from '../pagination';
import { z } from '../zod';
import {
  contaminationMaterials,
  editableWeightStatuses,
  weightEntryStatuses,
  weightLimits,
  weightMessages,
  weightPeriods,
  weightStatusFilters,
} from '../weight-constants';

export * from '../weight-constants';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const error = (description: string) => ({ description, schema: errorBody });

const owner = ['owner'] as const;
const customer = ['customer'] as const;
const moment = z.iso.datetime();
const calendarDay = z.iso.date().openapi({ example: '2026-11-24' });

/** Pounds, above 0, to one decimal place (spec §5: the field's step is 0.1). */
const pounds = z
  .number({ error: (issue) => (issue.input === undefined ? weightMessages.weightRequired : undefined) })
  .positive(weightMessages.weightPositive)
  .max(weightLimits.maxBucketLbs, weightMessages.weightTooHigh)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, weightMessages.weightOneDecimal);

const materialTypes = z
  .array(z.string().trim().min(1).max(weightLimits.materialTypeLength))
  .max(weightLimits.materialTypes);
const contamination = z.array(z.enum(contaminationMaterials)).max(contaminationMaterials.length);
const notes = z.string().trim().max(weightLimits.notesLength);

// Entries (spec §3 Weight entry; reviewReason, contamination, routeId and source are ours).

export const weightEntry = z
  .object({
    id: objectId,
    customerId: objectId,
    customerName: z.string(),
    bucketNumber: z.string(),
    /** Pounds. */
    weight: z.number(),
    materialTypes: z.array(z.string()),
    contamination: z.array(z.enum(contaminationMaterials)),
    /** The business's day of the pickup, and the day the weight was entered. */
    pickupDate: calendarDay,
    entryDate: calendarDay,
    notes: z.string(),
    status: z.enum(weightEntryStatuses),
    /** Why it needs review (contamination, or a weight far from the household's usual); else null. */
    reviewReason: z.string().nullable(),
    /** Weighed at the curb by the driver, or entered on the weight screen. */
    source: z.enum(['curb', 'manual']),
    /** The route whose stop it weighs, when it came from one. */
    routeId: objectId.nullable(),
    resolvedAt: moment.nullable(),
    /** The name of the person who resolved it. */
    resolvedBy: z.string().nullable(),
    resolutionNotes: z.string().nullable(),
    createdAt: moment,
    updatedAt: moment,
  })
  .openapi('WeightEntry');
export type WeightEntry = z.infer<typeof weightEntry>;

export const createWeightEntryBody = z
  .object({
    customerId: objectId,
    /** Sent by the screen as the spec has it; the service keeps the customer's own name. */
    customerName: z.string().trim().max(200).optional(),
    /** The customer's bucket unless another of theirs is named. */
    bucketNumber: z.string().trim().min(1).max(40).optional(),
    weight: pounds,
    materialTypes: materialTypes.default([]),
    contamination: contamination.default([]),
    notes: notes.default(''),
    /** Default: the business's today. */
    pickupDate: calendarDay.optional(),
    entryDate: calendarDay.optional(),
    /** Spec §4: created processed; contamination or an unusual weight makes it needs_review. */
    status: z.enum(editableWeightStatuses).optional(),
  })
  .openapi('CreateWeightEntryRequest');
export type CreateWeightEntryBody = z.infer<typeof createWeightEntryBody>;

export const updateWeightEntryBody = z
  .object({
    weight: pounds,
    bucketNumber: z.string().trim().min(1).max(40),
    materialTypes,
    contamination,
    notes,
    pickupDate: calendarDay,
    status: z.enum(editableWeightStatuses),
    /** Why it was changed: kept in the entry's history. */
    changeReason: z.string().trim().max(500),
  })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== 'changeReason'), weightMessages.nothingToUpdate)
  .openapi('UpdateWeightEntryRequest');
export type UpdateWeightEntryBody = z.infer<typeof updateWeightEntryBody>;

export const resolveWeightEntryBody = z
  .object({
    /** Sent by the screen as the spec has it; the service records the signed-in user instead. */
    resolvedBy: z.string().trim().max(200).optional(),
    resolutionNotes: z.string().trim().max(weightLimits.notesLength).default(''),
  })
  .openapi('ResolveWeightEntryRequest');
export type ResolveWeightEntryBody = z.infer<typeof resolveWeightEntryBody>;

export const weightEntryResult = z.object({ entry: weightEntry }).openapi('WeightEntryResult');
export type WeightEntryResult = z.infer<typeof weightEntryResult>;

export const weightEntriesQuery = pageQuery
  .extend({
    /** Part of a customer's name or a bucket number. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(weightStatusFilters).default('all'),
    /** Pickup dates, inclusive. */
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .openapi('WeightEntriesQuery');
export type WeightEntriesQuery = z.infer<typeof weightEntriesQuery>;

export const weightEntriesResult = z
  .object({ entries: z.array(weightEntry), pagination })
  .openapi('WeightEntryList');
export type WeightEntriesResult = z.infer<typeof weightEntriesResult>;

export const recentWeightEntriesResult = z
  .object({ entries: z.array(weightEntry).max(weightLimits.recentEntries) })
  .openapi('RecentWeightEntries');
export type RecentWeightEntriesResult = z.infer<typeof recentWeightEntriesResult>;

// History (spec §3 History item): one for every create, edit and resolve.

export const weightHistoryItem = z
  .object({
    id: objectId,
    action: z.enum(['created', 'updated', 'resolved']),
    /** The name of who did it ('Driver' for a curb weight). */
    changedBy: z.string(),
    timestamp: moment,
    changeReason: z.string(),
    notes: z.string(),
    previousStatus: z.enum(weightEntryStatuses).nullable(),
    newStatus: z.enum(weightEntryStatuses),
    /** The fields an edit changed. */
    changedFields: z.array(z.string()),
  })
  .openapi('WeightHistoryItem');
export type WeightHistoryItem = z.infer<typeof weightHistoryItem>;

export const weightHistoryResult = z.object({ history: z.array(weightHistoryItem) }).openapi('WeightHistory');
export type WeightHistoryResult = z.infer<typeof weightHistoryResult>;

// Pending weights: collected stops of a day with no entry yet.

export const dayQuery = z.object({ date: calendarDay.optional() }).openapi('WeightDayQuery');
export type DayQuery = z.infer<typeof dayQuery>;

export const pendingWeight = z
  .object({
    customerId: objectId,
    customerName: z.string(),
    bucketNumber: z.string(),
    routeId: objectId,
    pickupDate: calendarDay,
    collectedAt: moment,
  })
  .openapi('PendingWeight');
export type PendingWeight = z.infer<typeof pendingWeight>;

export const pendingWeightsResult = z
  .object({ date: calendarDay, pending: z.array(pendingWeight) })
  .openapi('PendingWeights');
export type PendingWeightsResult = z.infer<typeof pendingWeightsResult>;

// Per-customer totals (spec: customer weights) and the Search Customer dialog.

export const weightTrends = ['up', 'down', 'steady'] as const;

export const customerWeightsQuery = pageQuery
  .extend({ search: z.string().trim().max(100).optional() })
  .openapi('CustomerWeightsQuery');
export type CustomerWeightsQuery = z.infer<typeof customerWeightsQuery>;

export const customerWeight = z
  .object({
    customerId: objectId,
    customerName: z.string(),
    bucketNumber: z.string(),
    totalWeight: z.number(),
    entries: z.number().int(),
    lastWeight: z.number().nullable(),
    lastPickupDate: calendarDay.nullable(),
    averageWeight: z.number().nullable(),
    /** The last 4 entries' average against the 4 before them (steady within 10 %, or too few). */
    trend: z.enum(weightTrends),
    contaminationCount: z.number().int(),
  })
  .openapi('CustomerWeight');
export type CustomerWeight = z.infer<typeof customerWeight>;

export const customerWeightsResult = z
  .object({ customers: z.array(customerWeight), pagination })
  .openapi('CustomerWeightList');
export type CustomerWeightsResult = z.infer<typeof customerWeightsResult>;

// The stat cards and the Environmental Impact Summary.

export const weightSummaryQuery = z
  .object({ period: z.enum(weightPeriods).default('30d'), date: calendarDay.optional() })
  .openapi('WeightSummaryQuery');
export type WeightSummaryQuery = z.infer<typeof weightSummaryQuery>;

export const environmentalImpact = z
  .object({
    /** Pounds kept out of landfill: every weighed bucket. */
    divertedLbs: z.number(),
    co2eAvoidedLbs: z.number(),
    gasolineGallons: z.number(),
    householdsServed: z.number().int(),
  })
  .openapi('EnvironmentalImpact');
export type EnvironmentalImpact = z.infer<typeof environmentalImpact>;

export const weightSummary = z
  .object({
    date: calendarDay,
    period: z.enum(weightPeriods),
    /** The period's first day (null for all time). */
    from: calendarDay.nullable(),
    totalWeight: z.number(),
    entries: z.number().int(),
    entriesToday: z.number().int(),
    pendingWeights: z.number().int(),
    averageWeight: z.number().nullable(),
    needsReview: z.number().int(),
    /** Per cent of the period's entries with contamination. */
    contaminationRate: z.number(),
    impact: environmentalImpact,
  })
  .openapi('WeightSummary');
export type WeightSummary = z.infer<typeof weightSummary>;

// A household's own numbers (customer side).

export const householdWeightEntry = weightEntry
  .pick({ id: true, pickupDate: true, weight: true, materialTypes: true, contamination: true })
  .openapi('HouseholdWeightEntry');
export type HouseholdWeightEntry = z.infer<typeof householdWeightEntry>;

export const householdWeights = z
  .object({
    entries: z.array(householdWeightEntry).max(weightLimits.householdEntries),
    /** Oldest month first, as the chart draws them. */
    monthly: z.array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        totalWeight: z.number(),
        entries: z.number().int(),
      }),
    ),
    lifetimeLbs: z.number(),
    lifetimeEntries: z.number().int(),
    averageWeight: z.number().nullable(),
    co2eAvoidedLbs: z.number(),
    gasolineGallons: z.number(),
    /** When the household's first weight was recorded. */
    since: calendarDay.nullable(),
  })
  .openapi('HouseholdWeights');
export type HouseholdWeights = z.infer<typeof householdWeights>;

export const weightApi = {
  createWeightEntry: {
    method: 'post',
    path: '/api/weight-entries',
    owner: 'weight',
    summary: 'Record a bucket’s weight (processed, or needs_review for contamination or an unusual weight)',
    access: owner,
    body: createWeightEntryBody,
    responses: {
      201: ok('The entry', weightEntryResult),
      400: error(weightMessages.weightRequired),
      404: error(weightMessages.customerNotFound),
    },
  },
  listWeightEntries: {
    method: 'get',
    path: '/api/weight-entries',
    owner: 'weight',
    summary: 'Entries, newest pickup first, searched by customer name or bucket number and filtered',
    access: owner,
    query: weightEntriesQuery,
    responses: { 200: ok('The entries', weightEntriesResult) },
  },
  recentWeightEntries: {
    method: 'get',
    path: '/api/weight-entries/recent',
    owner: 'weight',
    summary: `The ${weightLimits.recentEntries} entries recorded last`,
    access: owner,
    responses: { 200: ok('The entries', recentWeightEntriesResult) },
  },
  getWeightEntry: {
    method: 'get',
    path: '/api/weight-entries/{id}',
    owner: 'weight',
    summary: 'One entry',
    access: owner,
    params: idParams,
    responses: { 200: ok('The entry', weightEntryResult), 404: error(weightMessages.entryNotFound) },
  },
  updateWeightEntry: {
    method: 'put',
    path: '/api/weight-entries/{id}',
    owner: 'weight',
    summary: 'Edit an entry (status processed, needs_review or pending); the change joins its history',
    access: owner,
    params: idParams,
    body: updateWeightEntryBody,
    responses: {
      200: ok('The entry', weightEntryResult),
      400: error(weightMessages.nothingToUpdate),
      404: error(weightMessages.entryNotFound),
    },
  },
  resolveWeightEntry: {
    method: 'patch',
    path: '/api/weight-entries/{id}/resolve',
    owner: 'weight',
    summary: 'Mark a needs_review entry resolved (processed), recording who and when',
    access: owner,
    params: idParams,
    body: resolveWeightEntryBody,
    responses: {
      200: ok('The entry', weightEntryResult),
      404: error(weightMessages.entryNotFound),
      409: error(weightMessages.notNeedingReview),
    },
  },
  weightEntryHistory: {
    method: 'get',
    path: '/api/weight-entries/{id}/history',
    owner: 'weight',
    summary: "An entry's history: its creation, every edit and its resolution, oldest first",
    access: owner,
    params: idParams,
    responses: { 200: ok('The history', weightHistoryResult), 404: error(weightMessages.entryNotFound) },
  },
  pendingWeights: {
    method: 'get',
    path: '/api/weights/pending',
    owner: 'weight',
    summary: "Customers collected on a day's routes (default today) who have no weight yet",
    access: owner,
    query: dayQuery,
    responses: { 200: ok('The pending weights', pendingWeightsResult) },
  },
  weightSummary: {
    method: 'get',
    path: '/api/weights/summary',
    owner: 'weight',
    summary: 'The stat cards and the Environmental Impact Summary for a period ending on a day',
    access: owner,
    query: weightSummaryQuery,
    responses: { 200: ok('The summary', weightSummary) },
  },
  customerWeights: {
    method: 'get',
    path: '/api/customers/weights',
    owner: 'weight',
    summary: 'Per customer: total, entries, last and average weight, trend and contamination count',
    access: owner,
    query: customerWeightsQuery,
    responses: { 200: ok('The customers', customerWeightsResult) },
  },
  householdWeights: {
    method: 'get',
    path: '/api/customer/weights',
    owner: 'weight',
    summary: "The signed-in customer's own weights, monthly totals and lifetime impact",
    access: customer,
    responses: { 200: ok('Their weights', householdWeights) },
  },
} as const satisfies Operations;

export const weightOperations: ApiOperation[] = Object.values(weightApi);
