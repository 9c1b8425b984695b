import { z } from '@pickup/contracts';
import type { Redis } from 'ioredis';
import { type Logger, throttledWarning } from './logger';

/**
 * How often the mirror reads the whole list again while subscribed. It bounds how long an
 * announcement lost without the connection noticing (a silently dead socket) goes unseen.
 */
export const mirrorResyncMs = 30_000;

/** How soon a reading of the list that failed is tried again. */
const resyncRetryMs = 1000;

const announcementSchema = z.object({ sessionId: z.string().min(1), ttlSeconds: z.number().positive() });
type RevocationAnnouncement = z.infer<typeof announcementSchema>;

function parseAnnouncement(message: string): RevocationAnnouncement | null {
  try {
    const parsed = announcementSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sessions that ended before their access tokens expired (logout, a reused refresh token, a
 * password reset, a disabled user), kept in Redis so the gateway and every service refuse
 * those tokens at once. An entry only needs to outlive the longest access token of the
 * session, so identity gives each one that lifetime and Redis forgets it afterwards. Each one is
 * also announced on a channel, so a process that keeps them in memory (SessionRevocationMirror)
 * learns of it without asking.
 */
export class SessionRevocations {
  /** Where revocations are announced: the key prefix without its colon (channels and keys do not mix). */
  readonly channel: string;
  private readonly logOutage: (error: unknown) => void;

  constructor(
    private readonly redis: Redis,
    logger: Logger,
    readonly keyPrefix = 'session:revoked:',
  ) {
    this.channel = keyPrefix.replace(/:$/, '');
    this.logOutage = throttledWarning(logger, 'session revocations unavailable, accepting unexpired tokens');
  }

  async revoke(sessionId: string, ttlSeconds: number): Promise<void> {
    const seconds = Math.max(1, Math.ceil(ttlSeconds));
    const announcement: RevocationAnnouncement = { sessionId, ttlSeconds: seconds };
    const results = await this.redis
      .multi()
      .set(this.keyOf(sessionId), '1', 'EX', seconds)
      .publish(this.channel, JSON.stringify(announcement))
      .exec();
    const failure = results?.find(([error]) => error)?.[0];
    if (failure) throw failure;
  }

  /**
   * Whether the session has ended. While Redis cannot answer it says no: an outage of this
   * store must not sign every user out, and a token it lets through lives 15 minutes at most.
   */
  async isRevoked(sessionId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(this.keyOf(sessionId))) === 1;
    } catch (error) {
      this.logOutage(error);
      return false;
    }
  }

  /** Every session ended and not yet forgotten, with the time (ms since the epoch) Redis forgets it. */
  async listRevoked(): Promise<Map<string, number>> {
    const revoked = new Map<string, number>();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.keyPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length === 0) continue;
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.pttl(key);
      const ttls = (await pipeline.exec()) ?? [];
      const now = Date.now();
      keys.forEach((key, index) => {
        const ttlMs = ttls[index]?.[1];
        // -2: gone meanwhile; -1 (no expiry) is not something identity writes, so it is kept briefly.
        if (typeof ttlMs !== 'number' || ttlMs === -2) return;
        revoked.set(key.slice(this.keyPrefix.length), now + (ttlMs > 0 ? ttlMs : mirrorResyncMs));
      });
    } while (cursor !== '0');
    return revoked;
  }

  private keyOf(sessionId: string): string {
    return `${this.keyPrefix}${sessionId}`;
  }
}

/**
 * The ended sessions, held in memory and kept current by the announcements, so that a process
 * checking every request (the gateway) answers without a round trip to Redis. An ended session
 * is refused as soon as its announcement arrives. Whenever the subscription is (re)established
 * the list is read again, and every `resyncMs` too (30 s unless a test shortens it); until the
 * first read after a (re)connection has finished, sessions not known to have ended are asked of
 * Redis, as SessionRevocations does.
 */
export class SessionRevocationMirror {
  private readonly revoked = new Map<string, number>();
  private readonly subscriber: Redis;
  private readonly logFailure: (error: unknown) => void;
  private inSync = false;
  /** Counts lost connections, so a read that began before one cannot vouch for after it. */
  private connectionLosses = 0;
  private timer: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly revocations: SessionRevocations,
    redis: Redis,
    logger: Logger,
    private readonly resyncMs = mirrorResyncMs,
  ) {
    this.logFailure = throttledWarning(logger, 'session revocations could not be mirrored, asking Redis');
    // Subscribed by hand on every connection, so the list is read only once the subscription holds.
    this.subscriber = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
    this.subscriber.on('error', (error) => logger.debug({ err: error }, 'revocation subscriber error'));
    this.subscriber.on('close', () => {
      this.inSync = false;
      this.connectionLosses += 1;
    });
    this.subscriber.on('ready', () => void this.synchronise());
    this.subscriber.on('message', (_channel: string, message: string) => {
      const announcement = parseAnnouncement(message);
      if (announcement) this.remember(announcement.sessionId, Date.now() + announcement.ttlSeconds * 1000);
    });
  }

  /** Connects in the background; checks ask Redis until the mirror is in sync. */
  start(): void {
    this.subscriber.connect().catch((error: unknown) => this.logFailure(error));
    this.timer = setInterval(() => {
      if (this.subscriber.status === 'ready') void this.synchronise();
    }, this.resyncMs);
    this.timer.unref();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const forgetAt = this.revoked.get(sessionId);
    if (forgetAt !== undefined) {
      if (forgetAt > Date.now()) return true;
      this.revoked.delete(sessionId);
    }
    return this.inSync ? false : this.revocations.isRevoked(sessionId);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry);
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  /** Subscribes (again: harmless), then adds what Redis holds and drops what it has forgotten. */
  private async synchronise(): Promise<void> {
    const losses = this.connectionLosses;
    try {
      await this.subscriber.subscribe(this.revocations.channel);
      const listed = await this.revocations.listRevoked();
      for (const [sessionId, forgetAt] of listed) this.remember(sessionId, forgetAt);
      const now = Date.now();
      for (const [sessionId, forgetAt] of this.revoked) if (forgetAt <= now) this.revoked.delete(sessionId);
      if (losses === this.connectionLosses) this.inSync = true;
    } catch (error) {
      this.logFailure(error);
      // The subscriber may be back before the connection that reads the list: try again soon,
      // not at the next period, since until then every check asks Redis.
      this.retry = setTimeout(() => {
        if (this.subscriber.status === 'ready') void this.synchronise();
      }, resyncRetryMs);
      this.retry.unref();
    }
  }

  private remember(sessionId: string, forgetAt: number): void {
    this.revoked.set(sessionId, Math.max(forgetAt, this.revoked.get(sessionId) ?? 0));
  }
}
