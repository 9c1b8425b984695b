import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from '@pickup/contracts';
import type { OperationName } from './runs';

/**
 * What one schemathesis run did, read from its NDJSON event stream: every scenario it finished
 * (with the requests it sent and each check's verdict) and every error that kept an operation
 * from being tested.
 */
const checkResult = z.object({
  name: z.string(),
  status: z.string(),
  failure_info: z
    .object({ failure: z.object({ title: z.string(), message: z.string().optional() }) })
    .nullish(),
});

const scenarioFinished = z.object({
  ScenarioFinished: z.object({
    recorder: z.object({
      label: z.string(),
      cases: z
        .record(z.string(), z.object({ value: z.object({ method: z.string(), path: z.string() }) }))
        .optional(),
      interactions: z
        .record(z.string(), z.object({ response: z.object({ status_code: z.number() }).nullish() }))
        .optional(),
      checks: z.record(z.string(), z.array(checkResult)).optional(),
    }),
  }),
});

const nonFatalError = z.object({
  NonFatalError: z.object({ label: z.string(), value: z.object({ type: z.string(), message: z.string() }) }),
});

const engineFinished = z.object({ EngineFinished: z.object({ running_time: z.number() }) });

export interface Finding {
  check: string;
  operation: OperationName;
  title: string;
  /** The first line of schemathesis's explanation (the whole is in the run's console output). */
  detail: string;
}

export interface RunTally {
  requests: number;
  /** Failed verdicts per check (one request may fail several checks). */
  failures: Record<string, number>;
  /** Verdicts per check, passed or failed. */
  verdicts: Record<string, number>;
  findings: Finding[];
  /** Operations at least one request was sent to. */
  called: Set<OperationName>;
  /** Operations schemathesis could not generate requests for, with why. */
  errors: { operation: string; type: string; detail: string }[];
  finished: boolean;
  seconds: number;
}

const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

export async function readRun(ndjson: string): Promise<RunTally> {
  const tally: RunTally = {
    requests: 0,
    failures: {},
    verdicts: {},
    findings: [],
    called: new Set(),
    errors: [],
    finished: false,
    seconds: 0,
  };
  const lines = createInterface({ input: createReadStream(ndjson), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const event: unknown = JSON.parse(line);
    const scenario = scenarioFinished.safeParse(event);
    if (scenario.success) {
      countScenario(tally, scenario.data.ScenarioFinished.recorder);
      continue;
    }
    const error = nonFatalError.safeParse(event);
    if (error.success) {
      const { label, value } = error.data.NonFatalError;
      tally.errors.push({ operation: label, type: value.type, detail: firstLine(value.message) });
      continue;
    }
    const finished = engineFinished.safeParse(event);
    if (finished.success) {
      tally.finished = true;
      tally.seconds = finished.data.EngineFinished.running_time;
    }
  }
  return tally;
}

type Recorder = z.infer<typeof scenarioFinished>['ScenarioFinished']['recorder'];

function countScenario(tally: RunTally, recorder: Recorder) {
  const interactions = Object.keys(recorder.interactions ?? {});
  tally.requests += interactions.length;
  const operationOf = (caseId: string) => {
    const sent = recorder.cases?.[caseId]?.value;
    // A stateful scenario's label names the phase; its cases name their operations.
    return sent ? `${sent.method.toUpperCase()} ${sent.path}` : recorder.label;
  };
  for (const caseId of interactions) tally.called.add(operationOf(caseId));
  for (const [caseId, results] of Object.entries(recorder.checks ?? {})) {
    for (const result of results) {
      tally.verdicts[result.name] = (tally.verdicts[result.name] ?? 0) + 1;
      if (result.status !== 'failure') continue;
      tally.failures[result.name] = (tally.failures[result.name] ?? 0) + 1;
      const failure = result.failure_info?.failure;
      tally.findings.push({
        check: result.name,
        operation: operationOf(caseId),
        title: failure?.title ?? result.name,
        detail: firstLine(failure?.message),
      });
    }
  }
}
