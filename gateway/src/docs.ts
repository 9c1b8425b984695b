import { apiOperations, buildOpenApiDocument } from '@pickup/contracts';
import { Router } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swaggerUi from 'swagger-ui-express';

/** Where the docs UI lives; the document sits under it. */
export const docsPath = '/api/docs';
const documentPath = `${docsPath}/openapi.json`;

/** The same from src/ (dev, tests) and dist/ (built): package.json sits one level up. */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * The public API as one OpenAPI 3.1 document generated from the contracts at start-up, and a
 * browsable UI that loads it. Paths in the document are absolute, so the server is the origin
 * the document was fetched from.
 */
export function docsRoutes(): Router {
  const document = buildOpenApiDocument(apiOperations, {
    title: 'Compost pickup platform API',
    version: packageVersion(),
    serverUrl: '/',
  });
  const uiOptions = { customSiteTitle: 'Compost pickup platform API', swaggerOptions: { url: documentPath } };
  const router = Router();
  router.get(documentPath, (_req, res) => {
    res.json(document);
  });
  // The UI's assets are relative links, which resolve under /api/docs/ only with the slash.
  router.get(docsPath, (req, res, next) => {
    if (req.path === docsPath) res.redirect(301, `${docsPath}/`);
    else next();
  });
  router.use(docsPath, swaggerUi.serveFiles(undefined, uiOptions), swaggerUi.setup(undefined, uiOptions));
  return router;
}
