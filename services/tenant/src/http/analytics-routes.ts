import { analyticsApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import { analyticsOverviewOf } from '../domain/analytics-overview';
import { diversionReport } from '../domain/diversion-report';
import type { Tenancy } from '../domain/model';
import { diversionCsv } from '../reports/diversion-csv';
import { diversionPdf } from '../reports/diversion-pdf';
import { diversionFileName } from '../reports/diversion-table';

/** The owner's analytics overview and reports, of the business in the token. */
export function analyticsRoutes(tenancy: Tenancy): Router {
  const router = Router();

  mountOperation(router, analyticsApi.analyticsOverview, ({ query }, req) =>
    analyticsOverviewOf(tenancy, tenantOf(req), query.period),
  );

  mountOperation(router, analyticsApi.diversionReport, async ({ query }, req, res) => {
    const report = await diversionReport(tenancy, tenantOf(req), query);
    res.setHeader('Content-Disposition', `attachment; filename="${diversionFileName(report, query.format)}"`);
    res.setHeader('Cache-Control', 'no-store');
    if (query.format === 'pdf') res.type('application/pdf').send(await diversionPdf(report));
    else res.type('text/csv; charset=utf-8').send(diversionCsv(report));
  });

  return router;
}
