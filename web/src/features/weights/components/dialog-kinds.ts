/** What can be done to an entry from its row (business spec §2.9). */
export type EntryAction = 'history' | 'resolve' | 'edit' | 'details';

/** Where a Record Weight came from: a pending weight, or Add Entry (their failures differ, spec §8). */
export type RecordOrigin = 'pending' | 'add';

/** Whose bucket is weighed, and the day it was collected. */
export interface RecordTarget {
  customerId: string;
  customerName: string;
  bucketNumber: string;
  pickupDate: string;
}
