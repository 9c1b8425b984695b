/**
 * Which schemathesis runs the suite makes of the merged OpenAPI document: every operation is
 * called by each signed-in caller its `x-access` admits (an owner, a customer, the platform
 * admin), and a public one by nobody. In the full form a caller's operations are split by the
 * service that answers them, so each run signs in afresh and never outlives its access token (the
 * short form makes one run per caller: each loads the document anew). An operation only a role
 * the suite does not sign in as may call (the drivers' app) is called by the owner, whom it must
 * refuse as documented.
 */
export type Caller = 'owner' | 'customer' | 'platform-admin' | 'nobody';

/** The part of the document the plan reads. */
export interface ApiDocument {
  paths: Record<string, Record<string, { 'x-access'?: 'public' | string[]; tags?: string[] }>>;
}

/** An operation as schemathesis names it: `GET /api/customers/{id}`. */
export type OperationName = string;

export interface FuzzRun {
  /** `owner-routing`, `nobody-public`: names the run's reports. */
  name: string;
  caller: Caller;
  operations: OperationName[];
}

const signedInCallers: readonly Exclude<Caller, 'nobody'>[] = ['owner', 'customer', 'platform-admin'];

/**
 * The runs in the order they are made. The platform admin's comes last: its operations may switch
 * the run's business off. The callers nobody's run comes before it, so its fuzzed sign-ins, which
 * spend identity's per-address budget, come after every other sign-in but the admin's, which is
 * taken before it.
 */
export function planRuns(document: ApiDocument, { byService }: { byService: boolean }): FuzzRun[] {
  const byRun = new Map<string, FuzzRun>();
  const add = (caller: Caller, group: string, operation: OperationName) => {
    const name = `${caller}-${group}`;
    const run = byRun.get(name) ?? { name, caller, operations: [] };
    run.operations.push(operation);
    byRun.set(name, run);
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`;
      const access = operation['x-access'];
      if (access === undefined) throw new Error(`${name} has no x-access in the document`);
      const service = byService ? (operation.tags?.[0] ?? 'gateway') : 'all';
      if (access === 'public') {
        add('nobody', 'public', name);
        continue;
      }
      const callers = signedInCallers.filter((caller) => access.includes(caller));
      for (const caller of callers.length > 0 ? callers : (['owner'] as const)) add(caller, service, name);
    }
  }
  const order: readonly Caller[] = ['customer', 'owner', 'nobody', 'platform-admin'];
  return [...byRun.values()].sort(
    (a, b) => order.indexOf(a.caller) - order.indexOf(b.caller) || a.name.localeCompare(b.name),
  );
}

export function operationsOf(document: ApiDocument): OperationName[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
