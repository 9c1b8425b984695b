import { generateKeyPairSync } from 'node:crypto';

/** A fresh RS256 signing key (PKCS#8 PEM), as identity keeps one. */
export function newSigningKey(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
}
