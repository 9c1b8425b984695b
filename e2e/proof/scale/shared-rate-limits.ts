import type { SystemState } from '../../tests/system/system-stack';
import { call } from '../lib/api';
import type { Figure } from '../lib/goals';

/** The limits the suite starts its system with: the rest of the suite stays well under them. */
export const suiteLimits = { rateLimitPerMinute: 300, authRateLimitPerMinute: 10 };

/** Each burst's requests beyond its limit. */
const excess = 0.5;
/** Requests in flight at once, so a burst ends well inside the minute its budget counts. */
const parallel = 8;

interface Burst {
  name: string;
  limit: number;
  method: string;
  path: string;
  body?: (index: number) => unknown;
}

/**
 * Each burst comes from an address of its own (TEST-NET-2, which no real client has): the gateways
 * trust the loopback proxy's X-Forwarded-For, and the run's counters are its own, so each burst
 * starts from a fresh budget whatever else the suite sent.
 */
const clientAddress = (burstIndex: number) => `198.51.100.${burstIndex + 1}`;

/** Sends limit × 1.5 requests alternately to each gateway's own port; answers how many were let through. */
async function burst(gatewayPorts: number[], tenant: string, spec: Burst, address: string) {
  const total = Math.ceil(spec.limit * (1 + excess));
  const statuses: number[] = [];
  const started = performance.now();
  for (let first = 0; first < total; first += parallel) {
    const batch = Array.from({ length: Math.min(parallel, total - first) }, (_, offset) => first + offset);
    statuses.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const port = gatewayPorts[index % gatewayPorts.length] as number;
          const answer = await call(
            `http://127.0.0.1:${port}`,
            spec.method,
            spec.path,
            { tenant },
            spec.body?.(index),
            {
              'X-Forwarded-For': address,
            },
          );
          return answer.status;
        }),
      )),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const limited = statuses.filter((status) => status === 429).length;
  return { total, passed: total - limited, limited, seconds };
}

/**
 * Rate limits are shared by the gateways: requests sent alternately to gateway-1's and gateway-2's
 * own ports draw on one budget per client, so exactly the limit is let through in all.
 */
export async function sharedRateLimits(system: SystemState, tenant: string): Promise<Figure[]> {
  const gatewayPorts = system.processes
    .filter((process) => /^gateway-\d+$/.test(process.name))
    .map((process) => process.port);
  const bursts: Burst[] = [
    {
      name: 'every request',
      limit: suiteLimits.rateLimitPerMinute,
      method: 'get',
      path: '/api/auth/options',
    },
    {
      name: 'sign-in and account requests',
      limit: suiteLimits.authRateLimitPerMinute,
      // Sign-ins of unknown users (a 401 each): identity's own budgets count per account and
      // allow more per address, so only the gateways' budget can refuse these.
      method: 'post',
      path: '/api/auth/login',
      body: (index: number) => ({ username: `nobody-scale-${index}`, password: 'not-a-password' }),
    },
  ];
  const figures: Figure[] = [];
  for (const [index, spec] of bursts.entries()) {
    const counted = await burst(gatewayPorts, tenant, spec, clientAddress(index));
    // A burst longer than the budget's one-minute window would be counted in two windows.
    const inOneWindow = counted.seconds < 55;
    figures.push({
      name: `${spec.name}: let through of ${counted.total} over ${gatewayPorts.length} gateways`,
      value: counted.passed,
      met: counted.passed === spec.limit && inOneWindow,
      goal: `${spec.limit}, the limit, within one minute`,
    });
    figures.push({ name: `${spec.name}: answered 429`, value: counted.limited });
    figures.push({ name: `${spec.name}: burst time`, value: counted.seconds, unit: 's' });
  }
  return figures;
}
