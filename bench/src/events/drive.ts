import { performance } from 'node:perf_hooks';
import { round, roundRate, summarize } from '../stats';
import type { EventPath } from './event-path';

/** Write and handle times of one measurement; each event counts once, however often delivered. */
class Recorder {
  private readonly writtenAt = new Map<string, number>();
  private readonly latencies: number[] = [];
  private firstWriteAt = Number.NaN;
  private firstHandledAt = Number.NaN;
  private lastHandledAt = Number.NaN;
  private done: (() => void) | null = null;

  constructor(private readonly expected: number) {}

  started(id: string, at: number): void {
    if (Number.isNaN(this.firstWriteAt)) this.firstWriteAt = at;
    this.writtenAt.set(id, at);
  }

  handled(id: string): void {
    const at = performance.now();
    const startedAt = this.writtenAt.get(id);
    if (startedAt === undefined) return;
    this.writtenAt.delete(id);
    this.latencies.push(at - startedAt);
    if (Number.isNaN(this.firstHandledAt)) this.firstHandledAt = at;
    this.lastHandledAt = at;
    if (this.latencies.length >= this.expected) this.done?.();
  }

  /** True when every event arrived before the deadline. */
  async allHandled(timeoutMs: number): Promise<boolean> {
    if (this.latencies.length >= this.expected) return true;
    let timer: NodeJS.Timeout | undefined;
    const arrived = await Promise.race([
      new Promise<true>((resolve) => (this.done = () => resolve(true))),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    this.done = null;
    return arrived;
  }

  /** Seconds from `at` to the last event handled. */
  lastHandledSince(at: number): number {
    return (this.lastHandledAt - at) / 1000;
  }

  figures() {
    const handled = this.latencies.length;
    const seconds = (this.lastHandledAt - this.firstWriteAt) / 1000;
    const handlingSeconds = (this.lastHandledAt - this.firstHandledAt) / 1000;
    const latency = summarize(this.latencies);
    return {
      handled,
      seconds: round(seconds, 3),
      eventsPerSecond: handled > 0 ? roundRate(handled / seconds) : 0,
      handledPerSecond: handled > 1 ? roundRate((handled - 1) / handlingSeconds) : 0,
      latencyP50Ms: round(latency.p50),
      latencyP99Ms: round(latency.p99),
      latencyMaxMs: round(latency.max),
    };
  }
}

/** N writes by `producers` concurrent writers, each awaiting its write before the next. */
async function writeConcurrently(path: EventPath, recorder: Recorder, events: number, producers: number) {
  let next = 0;
  const producer = async () => {
    while (next < events) {
      next += 1;
      const at = performance.now();
      const { id, written } = path.write();
      recorder.started(id, at);
      await written;
    }
  };
  await Promise.all(Array.from({ length: producers }, producer));
}

export interface ThroughputFigures {
  events: number;
  producers: number;
  /** All events handled before the drain deadline. */
  complete: boolean;
  /** How long the last events were waited for once the writes were done. */
  drainTimeoutSeconds: number;
  handled: number;
  /** From the first write to the last event handled. */
  seconds: number;
  /** Events over that span: the end-to-end throughput. */
  eventsPerSecond: number;
  /** How long the writes alone took (saved, or confirmed by the broker). */
  writeSeconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
}

/** N events as fast as `producers` concurrent writers can write them, until the last is handled. */
export async function maxThroughput(
  path: EventPath,
  events: number,
  producers: number,
  drainTimeoutMs: number,
): Promise<ThroughputFigures> {
  const recorder = new Recorder(events);
  path.onHandled = (id) => recorder.handled(id);
  const start = performance.now();
  await writeConcurrently(path, recorder, events, producers);
  const writeSeconds = (performance.now() - start) / 1000;
  const complete = await recorder.allHandled(drainTimeoutMs);
  path.onHandled = () => undefined;
  const { handledPerSecond: _steady, ...figures } = recorder.figures();
  return {
    events,
    producers,
    complete,
    drainTimeoutSeconds: drainTimeoutMs / 1000,
    writeSeconds: round(writeSeconds, 3),
    ...figures,
  };
}

export interface BacklogFigures {
  events: number;
  /** All events handled before the drain deadline. */
  complete: boolean;
  handled: number;
  /** From the moment publishing resumed to the last event handled. */
  drainSeconds: number;
  handledPerSecond: number;
}

/**
 * A backlog: N events written while the path holds publishing back (a broker outage, a relay
 * that was down), then released at once; how long until the last one is handled.
 */
export async function backlogDrain(
  path: EventPath & { hold(): Promise<void>; release(): void },
  events: number,
  producers: number,
  drainTimeoutMs: number,
): Promise<BacklogFigures> {
  await path.hold();
  const recorder = new Recorder(events);
  path.onHandled = (id) => recorder.handled(id);
  await writeConcurrently(path, recorder, events, producers);
  const releasedAt = performance.now();
  path.release();
  const complete = await recorder.allHandled(drainTimeoutMs);
  path.onHandled = () => undefined;
  const drainSeconds = (performance.now() - releasedAt) / 1000;
  const { handled } = recorder.figures();
  return {
    events,
    complete,
    handled,
    drainSeconds: round(complete ? recorder.lastHandledSince(releasedAt) : drainSeconds, 3),
    handledPerSecond: roundRate(handled / drainSeconds),
  };
}

const noError = Symbol('no error');

export interface FixedRateFigures {
  offeredPerSecond: number;
  offeredSeconds: number;
  events: number;
  complete: boolean;
  handled: number;
  /** From the first write to the last event handled. */
  seconds: number;
  eventsPerSecond: number;
  /**
   * Events handled per second between the first and the last one handled: the rate the path
   * kept up. A path that keeps up handles at the offered rate, one that does not falls behind.
   */
  handledPerSecond: number;
  /** Every event handled, at no less than 95 % of the offered rate. */
  sustained: boolean;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
}

/**
 * An open-loop load: events are started on a fixed schedule whether or not earlier ones are
 * done, as requests arrive in production. Latency runs from the start of each write to the
 * moment its event is handled.
 */
export async function fixedRate(
  path: EventPath,
  perSecond: number,
  seconds: number,
  drainTimeoutMs: number,
): Promise<FixedRateFigures> {
  const events = perSecond * seconds;
  const recorder = new Recorder(events);
  path.onHandled = (id) => recorder.handled(id);
  const writes: Promise<unknown>[] = [];
  let issued = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(events, Math.floor(((performance.now() - start) / 1000) * perSecond) + 1);
      while (issued < due) {
        const at = performance.now();
        const { id, written } = path.write();
        recorder.started(id, at);
        // Caught at once: a rejection left waiting until the schedule ends would crash the run.
        writes.push(
          written.then(
            () => noError,
            (error: unknown) => error,
          ),
        );
        issued += 1;
      }
      if (issued >= events) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 2);
    tick();
  });
  const failed = (await Promise.all(writes)).find((outcome) => outcome !== noError);
  if (failed !== undefined) throw new Error(`${path.label}: a write failed`, { cause: failed });
  const complete = await recorder.allHandled(drainTimeoutMs);
  path.onHandled = () => undefined;
  const figures = recorder.figures();
  return {
    offeredPerSecond: perSecond,
    offeredSeconds: seconds,
    events,
    complete,
    ...figures,
    sustained: complete && figures.handledPerSecond >= 0.95 * perSecond,
  };
}
