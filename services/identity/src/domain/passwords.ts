import { sameSecret } from '@pickup/kit/secrets';
import { randomBytes, type ScryptOptions, scrypt } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, Node's built-in memory-hard function (argon2 would need a
 * native build step). N=2^15, r=8 costs 32 MiB and tens of milliseconds per hash: cheap for a
 * sign-in, expensive for anyone guessing at a stolen table. The parameters travel with each
 * hash, so they can be raised later without invalidating stored ones.
 */
const current = { logN: 15, r: 8, p: 1 };
const keyLength = 64;
const saltLength = 16;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; the default ceiling (32 MiB) is exactly that, so allow twice it.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<logN>$<r>$<p>$<salt>$<key>`, base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const { logN, r, p } = current;
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return sameSecret(actual, expected);
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time of one real verification and says no: an unknown username must take as long
 * as a wrong password, or the answer time would tell which usernames exist.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(password, await decoy);
  return false;
}
