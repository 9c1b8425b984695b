import { defineService, requireRole, serviceConfigSchema, startService } from '@pickup/kit';
import { Router } from 'express';
import { testServiceConfig } from '@pickup/kit/testing';
import { requiredEnv, serveInChild } from './child';

/**
 * The real service runtime (the tenant service's name, its own database) with one route of the
 * kind every business call has: a verified token, a role check and a small JSON answer.
 */
serveInChild(async () => {
  const dbName = requiredEnv('BENCH_DB_NAME');
  const benchService = defineService({
    name: 'tenant',
    configSchema: serviceConfigSchema,
    build: () => {
      const routes = Router();
      routes.get('/api/business/bench-ping', requireRole('owner'), (req, res) => {
        res.json({ ok: true, tenantId: req.auth.tenantId });
      });
      return { routes };
    },
  });
  const service = await startService(benchService, {
    config: {
      ...testServiceConfig({ JWKS_URL: requiredEnv('BENCH_JWKS_URL') }),
      NODE_ENV: 'production',
      LOG_LEVEL: serviceConfigSchema.shape.LOG_LEVEL.parse(requiredEnv('BENCH_LOG_LEVEL')),
      EVENTS_EXCHANGE: requiredEnv('BENCH_EXCHANGE'),
      INTERNAL_SECRET: requiredEnv('BENCH_INTERNAL_SECRET'),
    },
    tuning: { dbName },
  });
  return {
    url: service.url,
    stop: async () => {
      await service.deps.connection.dropDatabase().catch(() => undefined);
      await service.stop();
    },
  };
});
