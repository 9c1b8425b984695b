import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IdentityConfig } from '../config';

/**
 * The key identity signs access tokens with: the configured one, else (development only) a key
 * generated once into a git-ignored file and reused, so tokens survive a restart.
 */
export function loadSigningKey(config: Pick<IdentityConfig, 'JWT_PRIVATE_KEY' | 'JWT_KEY_FILE'>): string {
  if (config.JWT_PRIVATE_KEY) return config.JWT_PRIVATE_KEY;
  if (existsSync(config.JWT_KEY_FILE)) return readFileSync(config.JWT_KEY_FILE, 'utf8');
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  mkdirSync(dirname(config.JWT_KEY_FILE), { recursive: true });
  writeFileSync(config.JWT_KEY_FILE, pem, { mode: 0o600 });
  chmodSync(config.JWT_KEY_FILE, 0o600);
  return pem;
}
