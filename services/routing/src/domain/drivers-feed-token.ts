import { randomBytes } from 'node:crypto';
import type { Driver } from './drivers-model';

/**
 * A calendar feed's token names its business and driver, then carries the secret: a calendar app
 * fetches the feed with no session and no business of its own, so the token alone must find the
 * driver (by id, within their business), and the secret is then compared in constant time.
 */
const objectIdLength = 24;
const objectIdPattern = /^[0-9a-f]{24}$/;
/** 32 random bytes, base64url: 43 characters. */
const secretBytes = 32;

export function newFeedSecret(): string {
  return randomBytes(secretBytes).toString('base64url');
}

/** The token of the driver's feed, or null when it is revoked. */
export function feedTokenOf(
  driver: Pick<Driver, 'tenantId' | 'driverId' | 'calendarFeedSecret'>,
): string | null {
  return driver.calendarFeedSecret
    ? `${driver.tenantId}${driver.driverId}${driver.calendarFeedSecret}`
    : null;
}

export interface FeedToken {
  tenantId: string;
  driverId: string;
  secret: string;
}

/** What a token says, or null when it cannot be one of ours. */
export function readFeedToken(token: string): FeedToken | null {
  const tenantId = token.slice(0, objectIdLength);
  const driverId = token.slice(objectIdLength, 2 * objectIdLength);
  const secret = token.slice(2 * objectIdLength);
  if (!objectIdPattern.test(tenantId) || !objectIdPattern.test(driverId) || secret.length === 0) return null;
  return { tenantId, driverId, secret };
}
