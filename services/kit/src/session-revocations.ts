import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * Sessions that ended before their access tokens expired (logout, a reused refresh token, a
 * password reset, a disabled user), kept in Redis so the gateway and every service refuse
 * those tokens at once. An entry only needs to outlive the longest access token of the
 * session, so identity gives each one that lifetime and Redis forgets it afterwards.
 */
export class SessionRevocations {
  private lastOutageLogAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly keyPrefix = 'session:revoked:',
  ) {}

  async revoke(sessionId: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.keyOf(sessionId), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
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

  private keyOf(sessionId: string): string {
    return `${this.keyPrefix}${sessionId}`;
  }

  /** Once per 10 s at most: during an outage every signed-in request would otherwise log it. */
  private logOutage(error: unknown): void {
    const now = Date.now();
    if (now - this.lastOutageLogAt < 10_000) return;
    this.lastOutageLogAt = now;
    this.logger.warn({ err: error }, 'session revocations unavailable, accepting unexpired tokens');
  }
}
