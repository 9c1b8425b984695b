import { ConfigError, createTokenVerifier, keyIdOf, parseConfig, startService } from '@pickup/kit';
import {
  expectServiceStartsHealthy,
  minimalServiceEnv,
  newSigningKey,
  uniqueName,
} from '@pickup/kit/testing';
import jwt from 'jsonwebtoken';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type IdentityConfig, identityConfigSchema } from '../src/config';
import { keepKeyFile } from '../src/data/signing-key';
import { identityService } from '../src/service';
import { identityTestConfig } from './support/identity-fixture';

async function startIdentity(extra: Partial<IdentityConfig>) {
  const base = identityTestConfig(0, { JWT_PRIVATE_KEY: undefined });
  const service = await startService(identityService, {
    config: { ...base, JWT_KEY_FILE: join(mkdtempSync(join(tmpdir(), 'identity-')), 'key.pem'), ...extra },
    tuning: { dbName: uniqueName('identity_test') },
  });
  const jwks = async () =>
    (await (await fetch(`${service.url}/.well-known/jwks.json`)).json()) as {
      keys: Record<string, string>[];
    };
  return { service, jwks };
}

describe('identity signing keys', () => {
  it('starts healthy', async () => {
    const { DEMO_MODE, DEMO_TENANT_SUBDOMAIN, MAIL_FROM, WEB_BASE_URL } = identityTestConfig(0);
    await expectServiceStartsHealthy(identityService, {
      JWT_KEY_FILE: join(mkdtempSync(join(tmpdir(), 'identity-')), 'key.pem'),
      DEMO_MODE,
      DEMO_TENANT_SUBDOMAIN,
      MAIL_FROM,
      WEB_BASE_URL,
    });
  });

  it('publishes only the public half of the configured key, and tokens it signs verify', async () => {
    const key = newSigningKey();
    const { service, jwks } = await startIdentity({ JWT_PRIVATE_KEY: key });
    try {
      const { keys } = await jwks();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: keyIdOf(key) });
      for (const secretPart of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
        expect(keys[0]).not.toHaveProperty(secretPart);

      const verify = createTokenVerifier({
        jwksUrl: `${service.url}/.well-known/jwks.json`,
        issuer: 'pickup-identity',
        audience: 'pickup-api',
      });
      const token = jwt.sign({ role: 'owner', tid: 'tenant-1' }, key, {
        algorithm: 'RS256',
        keyid: keyIdOf(key),
        subject: 'user-1',
        issuer: 'pickup-identity',
        audience: 'pickup-api',
        expiresIn: 60,
      });
      await expect(verify(token)).resolves.toEqual({ id: 'user-1', role: 'owner', tenantId: 'tenant-1' });
    } finally {
      await service.stop();
    }
  });

  it('generates a development key once, keeps it private on disk, and reuses it after a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'identity-')), 'keys', 'jwt.pem');
    const first = await startIdentity({ JWT_KEY_FILE: file });
    const kid = (await first.jwks()).keys[0]?.kid;
    await first.service.stop();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(kid).toBe(keyIdOf(readFileSync(file, 'utf8')));

    const second = await startIdentity({ JWT_KEY_FILE: file });
    expect((await second.jwks()).keys[0]?.kid).toBe(kid);
    await second.service.stop();
  });

  it('gives two instances that generate a key at once the one key the file kept', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'identity-')), 'keys', 'jwt.pem');
    const [first, second] = [newSigningKey(), newSigningKey()];
    expect(keepKeyFile(file, first)).toBe(first);
    // The second instance generated its key before the first one's file appeared.
    expect(keepKeyFile(file, second)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(readdirSync(dirname(file))).toEqual(['jwt.pem']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('identity configuration', () => {
  const env = minimalServiceEnv;

  it('has demo mode off, and mail and links aimed at the local set-up, unless told otherwise', () => {
    const config = parseConfig(identityConfigSchema, env);
    expect(config).toMatchObject({
      DEMO_MODE: false,
      DEMO_TENANT_SUBDOMAIN: 'demo',
      MAIL_FROM: 'Compost Pickup <no-reply@pickup.localhost>',
      WEB_BASE_URL: 'http://127.0.0.1:5173',
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PLATFORM_ADMIN_SETUP_TOKEN).toBeUndefined();
    const told = parseConfig(identityConfigSchema, {
      ...env,
      DEMO_MODE: 'true',
      WEB_BASE_URL: 'https://app.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    });
    expect(told).toMatchObject({ DEMO_MODE: true, WEB_BASE_URL: 'https://app.example.com' });
    expect(() => parseConfig(identityConfigSchema, { ...env, DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(() => parseConfig(identityConfigSchema, { ...env, PLATFORM_ADMIN_SETUP_TOKEN: 'short' })).toThrow(
      /PLATFORM_ADMIN_SETUP_TOKEN must be at least 16 characters/,
    );
  });

  it('requires an SMTP server in production', () => {
    expect(() =>
      parseConfig(identityConfigSchema, { ...env, NODE_ENV: 'production', JWT_PRIVATE_KEY: newSigningKey() }),
    ).toThrow(/SMTP_URL is required in production/);
  });

  it('requires a signing key in production', () => {
    expect(() => parseConfig(identityConfigSchema, { ...env, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig(identityConfigSchema, { ...env, NODE_ENV: 'production' })).toThrow(
      /JWT_PRIVATE_KEY is required in production/,
    );
  });

  it('refuses a key that is not an RSA private key, and accepts escaped newlines', () => {
    expect(() => parseConfig(identityConfigSchema, { ...env, JWT_PRIVATE_KEY: 'not a key' })).toThrow(
      /JWT_PRIVATE_KEY must be an RSA private key in PEM format/,
    );
    const escaped = newSigningKey().replace(/\n/g, '\\n');
    expect(parseConfig(identityConfigSchema, { ...env, JWT_PRIVATE_KEY: escaped }).JWT_PRIVATE_KEY).toContain(
      '\n',
    );
  });
});
