import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFindings, findSecretsInLogs } from './system/log-secrets';

// The check the system journeys' teardown runs over every process's log (system/log-secrets.ts),
// tried here on sample logs: each kind of secret is found on its line, and clean lines pass.

const known = [
  { what: 'the internal secret', value: 'internal-7f3a9c1e5b2d4f60a8' },
  { what: 'the setup token', value: 'e2e-setup-1a2b3c4d5e6f7a8b9c0d1e2f' },
];

const clean = [
  '{"level":30,"service":"gateway","req":{"method":"POST","url":"/api/auth/login","headers":{"authorization":"[Redacted]","cookie":"[Redacted]"}},"msg":"request completed"}',
  '{"level":30,"service":"identity","dbName":"identity_e2e_20261124t110000-abc123","msg":"database connected"}',
  '{"level":30,"service":"messaging","req":{"url":"/ws/?EIO=4&transport=polling&token=%5BRedacted%5D"},"requestId":"5f1c2a9e-0b7d-4c1e-9a3f-2b8d6e4c1a70"}',
  '{"level":30,"service":"routing","msg":"customer-dashboard-screens-and-their-long-name"}',
];

const leaks = {
  internal: '{"level":50,"err":{"headers":{"x-internal-secret":"internal-7f3a9c1e5b2d4f60a8"}}}',
  setup: '{"level":30,"msg":"setup with e2e-setup-1a2b3c4d5e6f7a8b9c0d1e2f"}',
  jwt: '{"level":30,"token":"eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2ln"}',
  refresh:
    '{"level":30,"res":{"headers":{"set-cookie":"refresh_token=GXEQ7aklzugfB0aEKYjNrRywIwaxH8-o97YFq3iPnAE; Path=/api/auth"}}}',
  password: '{"level":30,"body":{"username":"owner","password":"pw-3f9a1c7e2b40"}}',
  stripe: '{"level":30,"config":{"STRIPE_SECRET_KEY":"sk_test_4eC39HqLyjWDarjtT1zdp7dc"}}',
};

test.describe('the log check of a system run', () => {
  let logDir: string;
  test.beforeEach(() => {
    logDir = mkdtempSync(path.join(tmpdir(), 'log-secrets-'));
  });
  test.afterEach(() => rmSync(logDir, { recursive: true, force: true }));

  test('passes logs that hold no secret', () => {
    writeFileSync(path.join(logDir, 'gateway.log'), clean.join('\n'));
    writeFileSync(path.join(logDir, 'identity.log'), `${clean[1]}\n`);
    writeFileSync(path.join(logDir, 'notes.txt'), leaks.internal);
    expect(findSecretsInLogs(logDir, known)).toEqual([]);
  });

  test('finds each kind of secret on its line, and names it without repeating it', () => {
    writeFileSync(path.join(logDir, 'gateway.log'), [clean[0], leaks.internal, leaks.jwt].join('\n'));
    writeFileSync(
      path.join(logDir, 'identity.log'),
      [leaks.setup, clean[1], leaks.refresh, leaks.password, leaks.stripe].join('\n'),
    );
    const findings = findSecretsInLogs(logDir, known);
    expect(findings).toEqual([
      { file: 'gateway.log', line: 2, what: 'the internal secret' },
      { file: 'gateway.log', line: 3, what: 'a JWT (an access token)' },
      { file: 'identity.log', line: 1, what: 'the setup token' },
      { file: 'identity.log', line: 3, what: 'a refresh, magic-link or reset token' },
      { file: 'identity.log', line: 4, what: "a journey's password" },
      { file: 'identity.log', line: 5, what: 'a Stripe secret key' },
    ]);
    const report = describeFindings(findings);
    expect(report).toContain('gateway.log:2: the internal secret');
    expect(report).not.toContain(known[0]?.value);
  });
});
