import { expect, test as teardown } from '@playwright/test';
import { describeFindings, findSecretsInLogs } from './log-secrets';
import { readState, stopSystem } from './system-stack';

teardown('stop the services, the gateway and the web app; their logs hold no secret', async () => {
  teardown.setTimeout(60_000);
  const state = readStateIfAny();
  await stopSystem();
  if (!state) return;
  // Read once every process has stopped, so what they logged while stopping is read too.
  const findings = findSecretsInLogs(state.logDir, [
    { what: 'the internal secret', value: state.internalSecret },
    { what: 'the setup token', value: state.setupToken },
    { what: "the platform admin's password", value: state.platformAdmin.password },
  ]);
  expect(findings, `secrets in the run's logs (${state.logDir}):\n${describeFindings(findings)}`).toEqual([]);
});

/** The run's state, or null when no system was started (the setup failed before it). */
function readStateIfAny() {
  try {
    return readState();
  } catch {
    return null;
  }
}
