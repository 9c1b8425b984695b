import { auth } from '@pickup/contracts';
import { keyIdOf } from '@pickup/kit';
import jwt from 'jsonwebtoken';
import type { Clock } from './clock';
import type { AccessTokenClaims, AccessTokenSigner } from './model';

/**
 * Signs the platform's access tokens: RS256, short-lived, naming the user (sub), role, business
 * (tid) and session (sid, which logout revokes). The key id lets verifiers pick the key from
 * the JWKS, and a rotated key keeps older tokens verifiable while both are published.
 */
export function createAccessTokenSigner(options: {
  privateKeyPem: string;
  issuer: string;
  audience: string;
  clock: Clock;
  ttlSeconds?: number;
}): AccessTokenSigner {
  const ttlSeconds = options.ttlSeconds ?? auth.accessTokenTtlSeconds;
  const keyid = keyIdOf(options.privateKeyPem);
  return {
    ttlSeconds,
    sign: (claims: AccessTokenClaims) =>
      jwt.sign(
        {
          role: claims.role,
          tid: claims.tenantId,
          sid: claims.sessionId,
          iat: Math.floor(options.clock.now().getTime() / 1000),
        },
        options.privateKeyPem,
        {
          algorithm: 'RS256',
          keyid,
          subject: claims.userId,
          issuer: options.issuer,
          audience: options.audience,
          expiresIn: ttlSeconds,
        },
      ),
  };
}
