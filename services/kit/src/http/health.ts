import type { Readiness } from '@pickup/contracts';
import { Router } from 'express';
import type { Metrics } from '../metrics';

/** Each check answers whether one dependency is usable right now. */
export type ReadinessChecks = Record<string, () => boolean | Promise<boolean>>;

export async function readinessOf(checks: ReadinessChecks): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(
      async ([name, check]) => [name, await Promise.resolve(check()).catch(() => false)] as const,
    ),
  );
  const results = Object.fromEntries(entries);
  return { status: entries.every(([, ok]) => ok) ? 'ready' : 'not_ready', checks: results };
}

export function healthRoutes(metrics: Metrics, checks: ReadinessChecks): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const readiness = await readinessOf(checks);
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });
  router.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
