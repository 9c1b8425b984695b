import { call, type Answer } from '../lib/api';
import type { Probe } from './probes';

export interface Result {
  probe: Probe;
  answer: Answer;
}

/**
 * Makes the calls in their order, one at a time: a write the matrix expects refused must not race a
 * read of the same thing, and the order (reads, writes, deletes) is what keeps the set-up whole.
 */
export async function run(gatewayUrl: string, probes: Probe[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const probe of probes) {
    const answer = await call(gatewayUrl, probe.operation.method, probe.url, probe.caller, probe.body);
    results.push({ probe, answer });
  }
  return results;
}

export interface Verdict {
  leaks: string[];
  unexpected: string[];
  serverErrors: number;
  /** Calls on the caller's own data the product refused (a rule of the operation, not isolation). */
  ownRefusals: string[];
  seconds: number;
}

const describe = ({ probe, answer }: Result) =>
  `${probe.operation.method.toUpperCase()} ${probe.url} as ${probe.role} (${probe.target}) → ${answer.status}`;

/** Judges every answer: its status against the expected ones, its body against others' data. */
export function judge(results: Result[]): Verdict {
  const verdict: Verdict = { leaks: [], unexpected: [], serverErrors: 0, ownRefusals: [], seconds: 0 };
  for (const result of results) {
    const { probe, answer } = result;
    verdict.seconds += answer.ms / 1000;
    if (answer.status >= 500) verdict.serverErrors += 1;
    const found = probe.marks.filter((mark) => answer.text.includes(mark));
    if (found.length > 0) verdict.leaks.push(`${describe(result)}: holds ${found.join(', ')}`);
    const expected = probe.expected;
    const allowed = expected
      ? expected.includes(answer.status)
      : answer.status !== 401 && answer.status < 500;
    if (!allowed) {
      const wanted = expected ? expected.join(' or ') : 'not 401 nor 5xx';
      verdict.unexpected.push(`${describe(result)}, expected ${wanted}: ${answer.text.slice(0, 200)}`);
    } else if (!expected && answer.status >= 400) {
      verdict.ownRefusals.push(`${describe(result)}: ${answer.text.slice(0, 160)}`);
    }
  }
  return verdict;
}
