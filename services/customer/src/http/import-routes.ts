import { customerApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import { importCustomers, previewImport } from '../domain/imports';
import type { Clientele } from '../domain/model';
import { signedIn } from './context';

/** Customers from a spreadsheet: the preview of a CSV, then its rows in batches. */
export function importRoutes(clientele: Clientele): Router {
  const router = Router();

  mountOperation(router, customerApi.previewImport, ({ body }, req) =>
    previewImport(clientele, tenantOf(req), body.csv),
  );

  mountOperation(router, customerApi.importCustomers, ({ body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return importCustomers(clientele, tenantId, body.customers, actor);
  });

  return router;
}
