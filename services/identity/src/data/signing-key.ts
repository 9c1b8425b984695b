import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IdentityConfig } from '../config';

/**
 * Keeps `pem` in `file` unless the file exists already, and answers the key the file holds. Two
 * instances starting together may both generate a key: the file is linked into place, which
 * fails for the second, so both end up signing with the one key the file kept (a plain write
 * would let each sign with its own, and one's tokens fail at the other).
 */
export function keepKeyFile(file: string, pem: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, pem, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8');
}

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
  return keepKeyFile(config.JWT_KEY_FILE, pem);
}
