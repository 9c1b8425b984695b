import { Types } from 'mongoose';

/**
 * A new id in the platform's form (24 hex digits, the contracts' objectId), for a rule that names
 * what it makes before a store writes it (an entry and its history lines), without knowing the
 * database.
 */
export function newDocumentId(): string {
  return new Types.ObjectId().toHexString();
}
