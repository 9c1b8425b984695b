import {
  killProcess,
  readState,
  restartProcess,
  type RunService,
  type SystemState,
} from '../../tests/system/system-stack';
import type { OwnFerretDb } from '../lib/own-ferretdb';
import type { OwnRabbitMq } from '../lib/own-rabbitmq';
import { sleep } from '../lib/owned-process';
import { type BurstProgress, shareDone } from './burst';

/**
 * The faults of the burst, each struck once the burst is that far along:
 * - `broker`: the run's RabbitMQ node is killed (-9) and started again;
 * - `publisher`: a service that publishes the burst's events is killed (-9) and restarted;
 * - `consumer`: a consuming service is frozen (SIGSTOP) wherever it is, in the middle of a handler
 *   as likely as not, until the broker has delivered it messages it has not acknowledged, then
 *   killed (-9) and restarted;
 * - `database`: the run's FerretDB is killed (-9) and started again.
 */
export type FaultKind = 'broker' | 'publisher' | 'consumer' | 'database';

export interface Fault {
  /** Share of the burst's requests done when it strikes. */
  at: number;
  kind: FaultKind;
  service?: RunService;
}

export interface StruckFault {
  fault: Fault;
  /** What was killed, and what it held. */
  detail: string;
  /** For a consumer: the messages delivered and not acknowledged when it was killed. */
  inHand?: number;
  startedAt: number;
  recoveredAt: number;
}

export interface FaultTargets {
  system: SystemState;
  broker: OwnRabbitMq;
  database: OwnFerretDb;
}

/** How long a frozen consumer is watched for a message in hand before it is killed regardless. */
const inHandWaitMs = 30_000;

/** The process of a service that is killed: the first instance when there are several. */
const instanceOf = (system: SystemState, service: RunService) =>
  system.replicas > 1 ? `${service}-1` : service;

/** The process as the run's record has it now (a restart records a new one). */
function processOf(system: SystemState, service: RunService) {
  const name = instanceOf(system, service);
  const state = readState(system.workDir);
  const found = state.processes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no process ${name} in the run`);
  return { state, name, pid: found.pid };
}

async function restartService(system: SystemState, service: RunService): Promise<string> {
  const { state, name } = processOf(system, service);
  killProcess(state, name);
  await restartProcess(system.workDir, name);
  return name;
}

/** The service's queue as the broker sees it now. */
async function queueOf(broker: OwnRabbitMq, service: RunService) {
  for (const [queue, depth] of await broker.queues()) {
    if (queue.endsWith(`-${service}.events`)) return depth;
  }
  return null;
}

/** Waits for the service to be subscribed to its queue again (after a broker restart, say). */
async function subscribed(broker: OwnRabbitMq, service: RunService): Promise<void> {
  const deadline = Date.now() + inHandWaitMs;
  while (Date.now() < deadline && !((await queueOf(broker, service))?.consumers ?? 0)) await sleep(100);
}

/** Waits until the service's queue has messages delivered to it and not acknowledged. */
async function messagesInHand(broker: OwnRabbitMq, service: RunService): Promise<number> {
  const deadline = Date.now() + inHandWaitMs;
  while (Date.now() < deadline) {
    const unacked = (await queueOf(broker, service))?.unacked ?? 0;
    if (unacked > 0) return unacked;
    await sleep(100);
  }
  return 0;
}

async function strike(targets: FaultTargets, fault: Fault): Promise<Pick<StruckFault, 'detail' | 'inHand'>> {
  switch (fault.kind) {
    case 'broker':
      await targets.broker.restart();
      return { detail: 'RabbitMQ node' };
    case 'database':
      await targets.database.restart();
      return { detail: 'FerretDB' };
    case 'publisher':
      return { detail: await restartService(targets.system, requireService(fault)) };
    case 'consumer': {
      const service = requireService(fault);
      await subscribed(targets.broker, service);
      process.kill(-processOf(targets.system, service).pid, 'SIGSTOP');
      const inHand = await messagesInHand(targets.broker, service);
      const name = await restartService(targets.system, service);
      return { detail: `${name}, ${inHand} message(s) unacknowledged when killed`, inHand };
    }
  }
}

function requireService(fault: Fault): RunService {
  if (!fault.service) throw new Error(`a ${fault.kind} fault names the service it strikes`);
  return fault.service;
}

/**
 * Strikes the faults in order as the burst reaches them, holding the burst at each one's point
 * until it strikes; answers what was struck, and when.
 */
export async function strikeFaults(
  targets: FaultTargets,
  faults: Fault[],
  progress: BurstProgress,
  log: (line: string) => void,
): Promise<StruckFault[]> {
  const struck: StruckFault[] = [];
  for (const [index, fault] of faults.entries()) {
    progress.holdAt = fault.at;
    while (shareDone(progress) < fault.at) await sleep(100);
    progress.holdAt = faults[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    const startedAt = Date.now();
    log(
      `fault: ${fault.kind}${fault.service ? ` (${fault.service})` : ''} at ${Math.round(shareDone(progress) * 100)} %`,
    );
    const outcome = await strike(targets, fault);
    const recoveredAt = Date.now();
    log(`  recovered in ${((recoveredAt - startedAt) / 1000).toFixed(1)} s: ${outcome.detail}`);
    struck.push({ fault, ...outcome, startedAt, recoveredAt });
  }
  return struck;
}
