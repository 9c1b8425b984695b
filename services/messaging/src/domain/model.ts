import type { Logger, Mailer } from '@pickup/kit';

/**
 * What the messaging service's rules work with: plain data and the stores they need, no database
 * or HTTP types.
 */

/** A business's household as messaging keeps it, from the customer service's snapshots: whom to write. */
export interface Household {
  customerId: string;
  firstName: string;
  lastName: string;
  /** Empty when the business has none for them: they get no e-mail. */
  email: string;
}

export interface HouseholdDirectory {
  /** Holds the household as of `asOf` unless one as new or newer is held or it was deleted; whether applied. */
  applySnapshot(tenantId: string, household: Household, asOf: Date): Promise<boolean>;
  /** Forgets the household for good (a late snapshot never brings it back); false when already deleted. */
  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean>;
  /** The household held, or null when unknown or deleted. */
  find(tenantId: string, customerId: string): Promise<Household | null>;
}

/** How a business signs what messaging writes in its name; contact details are empty when it has none. */
export interface Business {
  businessName: string;
  email: string;
  phone: string;
  /** The colour of its brand (#rrggbb): the HTML part wears it. */
  primaryColor: string;
}

export type BusinessContact = Omit<Business, 'businessName'>;

export interface BusinessDirectory {
  /** The business's name as of `asOf` (tenant events and settings carry it), when newer; whether applied. */
  applyName(tenantId: string, businessName: string, asOf: Date): Promise<boolean>;
  /** Its contact details and colour as of `asOf` (its settings), when newer; whether applied. */
  applyContact(tenantId: string, contact: BusinessContact, asOf: Date): Promise<boolean>;
  /** The business, once its name is known (the default colour until its settings are); else null. */
  find(tenantId: string): Promise<Business | null>;
}

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

export interface Messaging {
  households: HouseholdDirectory;
  businesses: BusinessDirectory;
  notes: NoteLog;
  mailer: Mailer;
  logger: Logger;
}
