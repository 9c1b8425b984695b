import { weightApi } from '@pickup/contracts';
import { mountOperation, tenantOf, userOf } from '@pickup/kit';
import { Router } from 'express';
import type { Weighing } from '../domain/model';
import { pendingWeights } from '../domain/pending';
import { customerWeights, householdWeights, weightSummary } from '../domain/totals';

/** Pending weights, the stat cards and impact, per-customer totals, and a household's own numbers. */
export function totalsRoutes(weighing: Weighing): Router {
  const router = Router();

  mountOperation(router, weightApi.pendingWeights, ({ query }, req) =>
    pendingWeights(weighing, tenantOf(req), query.date),
  );

  mountOperation(router, weightApi.weightSummary, ({ query }, req) =>
    weightSummary(weighing, tenantOf(req), query),
  );

  mountOperation(router, weightApi.customerWeights, ({ query }, req) =>
    customerWeights(weighing, tenantOf(req), query),
  );

  mountOperation(router, weightApi.householdWeights, (_input, req) =>
    householdWeights(weighing, tenantOf(req), userOf(req).id),
  );

  return router;
}
