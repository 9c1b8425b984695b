import { weightApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import {
  editEntry,
  findEntry,
  listEntries,
  recentEntries,
  recordEntry,
  resolveEntry,
} from '../domain/entries';
import type { Weighing } from '../domain/model';
import { actingOf } from './context';
import { entryView, historyView } from './views';

/** The owner's weight entries: record, list, read, edit, resolve, and each one's history. */
export function entryRoutes(weighing: Weighing): Router {
  const router = Router();

  mountOperation(router, weightApi.createWeightEntry, async ({ body }, req, res) => {
    const entry = await recordEntry(weighing, actingOf(req), body);
    res.status(201);
    return { entry: entryView(entry) };
  });

  mountOperation(router, weightApi.listWeightEntries, async ({ query }, req) => {
    const listed = await listEntries(weighing, tenantOf(req), query);
    return { entries: listed.items.map(entryView), pagination: listed.pagination };
  });

  // Before /api/weight-entries/{id}, which would take "recent" for an id.
  mountOperation(router, weightApi.recentWeightEntries, async (_input, req) => ({
    entries: (await recentEntries(weighing, tenantOf(req))).map(entryView),
  }));

  mountOperation(router, weightApi.getWeightEntry, async ({ params }, req) => ({
    entry: entryView(await findEntry(weighing, tenantOf(req), params.id)),
  }));

  mountOperation(router, weightApi.updateWeightEntry, async ({ params, body }, req) => ({
    entry: entryView(await editEntry(weighing, actingOf(req), params.id, body)),
  }));

  mountOperation(router, weightApi.resolveWeightEntry, async ({ params, body }, req) => ({
    entry: entryView(await resolveEntry(weighing, actingOf(req), params.id, body)),
  }));

  mountOperation(router, weightApi.weightEntryHistory, async ({ params }, req) => ({
    history: (await findEntry(weighing, tenantOf(req), params.id)).history.map(historyView),
  }));

  return router;
}
