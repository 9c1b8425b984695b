import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { createTokenVerifier } from '../src/auth';
import { connectRedis } from '../src/data/redis';
import { createLogger } from '../src/logger';
import { SessionRevocationMirror, SessionRevocations } from '../src/session-revocations';
import { TestTokenIssuer, testInfra, uniqueName, waitFor } from '../src/testing';

const logger = createLogger('test', 'silent');
const issuer = new TestTokenIssuer();
const redis = connectRedis(testInfra().redisUrl, logger, { queueWhileOffline: true });
// Keys of their own, so other suites' ended sessions (and these) do not meet on the shared Redis.
const revocations = new SessionRevocations(redis, logger, `${uniqueName('kit_revoked')}:`);

beforeAll(() => issuer.start());
afterAll(async () => {
  await issuer.stop();
  const keys = await redis.keys(`${revocations.keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('remembered tokens (rememberVerified)', () => {
  const verifier = (isRevoked: (sessionId: string) => Promise<boolean>) =>
    createTokenVerifier({
      jwksUrl: issuer.url,
      issuer: 'pickup-identity',
      audience: 'pickup-api',
      isRevoked,
      rememberVerified: 10,
    });
  afterEach(() => jest.restoreAllMocks());

  it('check a signature once, and the session on every call', async () => {
    const ended = new Set<string>();
    const verify = verifier(async (sessionId) => ended.has(sessionId));
    const signatureChecks = jest.spyOn(jwt, 'verify');
    const sessionId = randomUUID();
    const token = issuer.mint({ userId: 'u1', role: 'owner', tenantId: 't1', sessionId });

    const first = await verify(token);
    expect(await verify(token)).toEqual(first);
    expect(first).toEqual({ id: 'u1', role: 'owner', tenantId: 't1', sessionId });
    expect(signatureChecks).toHaveBeenCalledTimes(1);

    ended.add(sessionId);
    await expect(verify(token)).rejects.toMatchObject({
      status: 401,
      message: 'Session ended, please sign in again',
    });
  });

  it('are forgotten when they expire', async () => {
    const verify = verifier(async () => false);
    // JWT times are whole seconds: two of them leave at least one for the first check under load.
    const token = issuer.mint({ role: 'customer', expiresInSeconds: 2 });
    await verify(token);
    const { exp } = jwt.decode(token) as { exp: number };
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 10));
    await expect(verify(token)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
  });
});

describe('the session revocation mirror', () => {
  const resyncMs = 200;
  let mirror: SessionRevocationMirror;
  let askedRedis: jest.SpiedFunction<SessionRevocations['isRevoked']>;

  beforeAll(async () => {
    await revocations.revoke('ended-before-start', 60);
    askedRedis = jest.spyOn(revocations, 'isRevoked');
    mirror = new SessionRevocationMirror(revocations, redis, logger, resyncMs);
    mirror.start();
    // Until it holds the list it asks Redis; once in sync, never for a session it does not know.
    await waitFor(
      async () => {
        askedRedis.mockClear();
        return !(await mirror.isRevoked(randomUUID())) && askedRedis.mock.calls.length === 0;
      },
      { what: 'the mirror to be in sync' },
    );
  });
  afterAll(() => mirror.stop());

  it('knows the sessions that ended before it started', async () => {
    expect(await mirror.isRevoked('ended-before-start')).toBe(true);
  });

  it('learns of an ended session from its announcement, without asking Redis', async () => {
    const sessionId = randomUUID();
    expect(await mirror.isRevoked(sessionId)).toBe(false);
    await revocations.revoke(sessionId, 60);
    await waitFor(() => mirror.isRevoked(sessionId), {
      timeoutMs: 1000,
      intervalMs: 5,
      what: 'the announcement',
    });
    expect(askedRedis).not.toHaveBeenCalled();
  });

  it('finds an ended session whose announcement it missed at its next reading of the list', async () => {
    const sessionId = randomUUID();
    await redis.set(`${revocations.keyPrefix}${sessionId}`, '1', 'EX', 60);
    await waitFor(() => mirror.isRevoked(sessionId), { timeoutMs: resyncMs * 10, what: 'the next reading' });
    expect(askedRedis).not.toHaveBeenCalled();
  });
});
