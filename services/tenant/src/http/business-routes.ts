import { tenantApi } from '@pickup/contracts';
import { mountOperation, notFound, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Tenancy } from '../domain/model';
import { planUsageOf } from '../domain/plan-usage';
import {
  brandingOf,
  publicBusinessOf,
  replaceLogo,
  searchPublicBusinesses,
  settingsOf,
  updateBusinessInfo,
} from '../domain/settings';
import { readLogoUpload } from '../logos/logo-upload';
import { signedIn } from './context';

/** An uploaded SVG is sanitized; served, it may still run nothing and fetch nothing. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A business's settings and branding, its logos, its public page and its plan usage. */
export function businessRoutes(tenancy: Tenancy): Router {
  const router = Router();

  mountOperation(router, tenantApi.settings, (_input, req) => settingsOf(tenancy, tenantOf(req)));

  // The business the request names: a signed-in user's own, else the one the gateway resolved.
  mountOperation(router, tenantApi.branding, (_input, req) => brandingOf(tenancy, tenantOf(req)));

  mountOperation(router, tenantApi.updateInfo, ({ body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return updateBusinessInfo(tenancy, tenantId, body, actor);
  });

  mountOperation(router, tenantApi.uploadLogo, async (_input, req, res) => {
    const { tenantId, actor } = signedIn(req);
    const logoUrl = await replaceLogo(tenancy, tenantId, await readLogoUpload(req), actor);
    res.status(201);
    return { logoUrl };
  });

  mountOperation(router, tenantApi.logo, async ({ params }, _req, res) => {
    const logo = await tenancy.logos.open(params.id);
    if (!logo) throw notFound('Logo not found');
    res.type(logo.mediaType);
    res.setHeader('Content-Length', String(logo.length));
    // A logo's URL changes with every upload, so what is behind one never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (logo.mediaType === 'image/svg+xml') res.setHeader('Content-Security-Policy', svgPolicy);
    await pipeline(logo.stream, res);
  });

  mountOperation(router, tenantApi.planUsage, (_input, req) => planUsageOf(tenancy, tenantOf(req)));

  mountOperation(router, tenantApi.searchPublicBusinesses, ({ query }) =>
    searchPublicBusinesses(tenancy, query.search),
  );

  mountOperation(router, tenantApi.publicBusiness, ({ params }) =>
    publicBusinessOf(tenancy, params.subdomain),
  );

  return router;
}
