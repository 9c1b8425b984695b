import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A secret the run knows by value: its internal secret, setup token, the platform admin's password. */
export interface KnownSecret {
  what: string;
  value: string;
}

/** A log line that holds a secret; the secret itself is never repeated in the finding. */
export interface Finding {
  file: string;
  line: number;
  what: string;
}

/** Secrets recognised by their shape, whatever their value. */
const secretShapes: { what: string; pattern: RegExp }[] = [
  { what: 'a JWT (an access token)', pattern: /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./ },
  {
    // identity's randomToken: 32 random bytes in base64url (refresh, magic-link, reset, setup
    // tokens). Mixed case and a digit tell it from a long hyphenated name.
    what: 'a refresh, magic-link or reset token',
    pattern:
      /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{0,42}[A-Z])(?=[A-Za-z0-9_-]{0,42}[a-z])(?=[A-Za-z0-9_-]{0,42}\d)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/,
  },
  // Every password the journeys type or register starts so (fixtures.ts and the specs).
  { what: "a journey's password", pattern: /(?<![\w-])pw-[0-9a-z]{6,}/ },
  { what: 'a Stripe secret key', pattern: /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{10,}/ },
  { what: 'a Stripe webhook secret', pattern: /\bwhsec_[A-Za-z0-9]{10,}/ },
];

/** The log files of a run: every *.log in its folder. */
function logFiles(logDir: string): string[] {
  return readdirSync(logDir)
    .filter((name) => name.endsWith('.log'))
    .sort()
    .map((name) => path.join(logDir, name));
}

/**
 * Every line of the run's logs that holds one of its known secrets or anything shaped like a
 * token or a journey's password. An empty answer is the goal: no process logged a secret.
 */
export function findSecretsInLogs(logDir: string, known: readonly KnownSecret[]): Finding[] {
  const findings: Finding[] = [];
  const values = known.filter((secret) => secret.value.length > 0);
  for (const file of logFiles(logDir)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const at = { file: path.basename(file), line: index + 1 };
        for (const secret of values)
          if (text.includes(secret.value)) findings.push({ ...at, what: secret.what });
        for (const shape of secretShapes)
          if (shape.pattern.test(text)) findings.push({ ...at, what: shape.what });
      });
  }
  return findings;
}

/** The findings as a report a person can act on: which file, which line, what kind of secret. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings.map(({ file, line, what }) => `${file}:${line}: ${what}`).join('\n');
}
