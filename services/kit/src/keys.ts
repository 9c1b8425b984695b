import { createHash, createPrivateKey, createPublicKey, type JsonWebKey } from 'node:crypto';

export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

/** A key id derived from the key itself, so the same key always has the same id. */
export function keyIdOf(privateKeyPem: string): string {
  const spki = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64url').slice(0, 16);
}

/** The public half of an RS256 signing key, as a JWKS lists it. */
export function publicJwkOf(privateKeyPem: string): PublicJwk {
  const jwk = createPublicKey(createPrivateKey(privateKeyPem)).export({ format: 'jwk' });
  return { ...jwk, kid: keyIdOf(privateKeyPem), alg: 'RS256', use: 'sig' };
}
