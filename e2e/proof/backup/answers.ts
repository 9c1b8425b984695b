import { isDeepStrictEqual } from 'node:util';
import type { SystemState } from '../../tests/system/system-stack';
import { type Caller, expectCall } from '../lib/api';
import type { Seeded } from './seed';

/** What the system answered, by the call that asked: JSON bodies, and the logo as its bytes. */
export interface Answers {
  json: Record<string, unknown>;
  logo: { contentType: string; bytes: Buffer };
}

/** The reads a business's owner and its public page make of every service's data. */
function readsOf(seeded: Seeded): string[] {
  const [customerId] = seeded.customerIds;
  const [routeId] = seeded.routeIds;
  const [ticketId] = seeded.ticketIds;
  return [
    '/api/customers?limit=100',
    '/api/customers?limit=100&page=2',
    '/api/customers/stats',
    ...(customerId
      ? [`/api/customers/${customerId}`, `/api/messages/conversation?customerId=${customerId}`]
      : []),
    '/api/routes',
    ...(routeId ? [`/api/routes/${routeId}`] : []),
    '/api/drivers',
    '/api/weight-entries?limit=100',
    '/api/weight-entries?limit=100&page=2',
    '/api/customers/weights?limit=100',
    '/api/weights/summary',
    '/api/support/tickets',
    ...(ticketId ? [`/api/support/tickets/${ticketId}`] : []),
    '/api/messages/business',
    '/api/analytics/overview?period=30d',
    '/api/business/settings',
    '/api/business/plan-usage',
    '/api/tenants/info',
  ];
}

async function readLogo(system: SystemState, seeded: Seeded, tenant: string): Promise<Answers['logo']> {
  const response = await fetch(`${system.gatewayUrl}${seeded.logoUrl}`, {
    headers: { 'X-Tenant': tenant },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`the logo answered ${response.status}`);
  return {
    contentType: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * The web app's address is the system's configuration (WEB_BASE_URL), not its data, and each
 * start of the stack serves it on a new free port: links built from it (a business's own address,
 * a driver's calendar feed) are compared without that port.
 */
function withoutWebPort(system: SystemState, body: unknown): unknown {
  const port = new URL(system.baseURL).port;
  const address = new RegExp(`(127\\.0\\.0\\.1|localhost):${port}\\b`, 'g');
  return JSON.parse(JSON.stringify(body).replace(address, '$1:<web port>'));
}

async function readJson(system: SystemState, path: string, caller: Caller): Promise<unknown> {
  return withoutWebPort(system, await expectCall(200, system.gatewayUrl, 'get', path, caller));
}

async function readAll(system: SystemState, seeded: Seeded, owner: Caller): Promise<Answers> {
  const json: Record<string, unknown> = {};
  for (const path of readsOf(seeded)) json[path] = await readJson(system, path, owner);
  json['/api/business/branding (public)'] = await readJson(system, '/api/business/branding', {
    tenant: system.business.subdomain,
  });
  return { json, logo: await readLogo(system, seeded, system.business.subdomain) };
}

/** Which answers differ, and how (the first differing path of each). */
export function differencesBetween(before: Answers, after: Answers): string[] {
  const found: string[] = [];
  for (const [path, answer] of Object.entries(before.json)) {
    const other = after.json[path];
    if (!isDeepStrictEqual(answer, other)) found.push(`${path}: ${firstDifference(answer, other, '')}`);
  }
  if (before.logo.contentType !== after.logo.contentType) {
    found.push(`logo: served as ${after.logo.contentType}, was ${before.logo.contentType}`);
  }
  if (!before.logo.bytes.equals(after.logo.bytes)) {
    found.push(`logo: ${after.logo.bytes.length} bytes differ from the ${before.logo.bytes.length} uploaded`);
  }
  return found;
}

function firstDifference(a: unknown, b: unknown, at: string): string {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const left = (a as Record<string, unknown>)[key];
      const right = (b as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(left, right)) return firstDifference(left, right, `${at}.${key}`);
    }
  }
  return `${at || '(body)'} was ${JSON.stringify(a)?.slice(0, 120)}, now ${JSON.stringify(b)?.slice(0, 120)}`;
}

/**
 * The answers once the services have settled: events still being handled (analytics, projections)
 * change them, so they are read until they show everything that was put in (`complete`) and two
 * reads in a row agree.
 */
export async function settledAnswers(
  system: SystemState,
  seeded: Seeded,
  owner: Caller,
  complete: (answers: Answers) => boolean,
): Promise<Answers> {
  const deadline = Date.now() + 120_000;
  let previous = await readAll(system, seeded, owner);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const current = await readAll(system, seeded, owner);
    if (complete(current) && differencesBetween(previous, current).length === 0) return current;
    if (Date.now() > deadline) {
      throw new Error(
        `the answers were incomplete or still changing after 120 s: ${differencesBetween(previous, current).join('; ')}`,
      );
    }
    previous = current;
  }
}

export const answerCount = (answers: Answers) => Object.keys(answers.json).length + 1;
