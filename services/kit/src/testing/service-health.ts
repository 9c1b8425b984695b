import type { ServiceConfig } from '../config';
import { type ServiceDefinition, startService } from '../service';
import { testServiceConfig, uniqueName, waitFor } from './infra';
import { TestTokenIssuer } from './token-issuer';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function getJson(url: string): Promise<{ status: number; body: unknown; text: string }> {
  const res = await fetch(url);
  const text = await res.text();
  return { status: res.status, body: parseJson(text), text };
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/**
 * Starts a service on the test infrastructure (its own database), and checks what an operator
 * relies on: alive, ready once its database and the broker answer, metrics exposed; then stops it.
 */
export async function expectServiceStartsHealthy<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  extraConfig: Omit<C, keyof ServiceConfig> & Partial<ServiceConfig>,
): Promise<void> {
  const issuer = await new TestTokenIssuer().start();
  const service = await startService(definition, {
    // The base settings plus the service's own: together they make its whole configuration.
    config: { ...testServiceConfig({ JWKS_URL: issuer.url }), ...extraConfig } as C,
    tuning: { dbName: uniqueName(`${definition.name}_test`) },
  });
  try {
    const health = await getJson(`${service.url}/healthz`);
    check(
      health.status === 200 && JSON.stringify(health.body) === '{"status":"ok"}',
      `healthz: ${health.text}`,
    );
    const ready = await waitFor(
      async () => {
        const res = await getJson(`${service.url}/readyz`);
        return res.status === 200 ? res : null;
      },
      { what: `${definition.name} to be ready` },
    );
    check(
      JSON.stringify(ready.body) ===
        '{"status":"ready","checks":{"database":true,"broker":true,"started":true}}',
      `readyz: ${ready.text}`,
    );
    const metrics = await getJson(`${service.url}/metrics`);
    check(
      metrics.text.includes('http_request_duration_seconds') &&
        metrics.text.includes(`service="${definition.name}"`),
      'metrics do not expose the HTTP latency histogram with the service label',
    );
    const unknown = await getJson(`${service.url}/api/nothing-here`);
    check(unknown.status === 404, `unknown route answered ${unknown.status}`);
  } finally {
    await service.deps.connection.dropDatabase().catch(() => undefined);
    await service.stop();
    await issuer.stop();
  }
}
