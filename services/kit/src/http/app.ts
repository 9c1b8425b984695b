import { type ApiOperation, limits } from '@pickup/contracts';
import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { unsupportedMediaType } from '../errors';
import { refuseNulCharacters } from './nul-characters';
import { type Logger, loggableRequest } from '../logger';
import type { Metrics } from '../metrics';
import { requestIdFrom, withRequestContext } from '../request-context';
import { errorHandler, notFoundHandler } from './errors';
import { healthRoutes, type ReadinessChecks } from './health';
import { expressPath } from './operations';

/** An operation whose JSON body may exceed the app's limit (a file sent inside JSON, say). */
export interface BodyLimit {
  operation: Pick<ApiOperation, 'method' | 'path'>;
  bytes: number;
}

export interface AppOptions {
  logger: Logger;
  metrics: Metrics;
  readiness: ReadinessChecks;
  /** Runs before the routes on every request (the auth context). */
  before?: RequestHandler[];
  routes: Router;
  bodyLimitBytes?: number;
  /** Operations allowed a larger (or smaller) JSON body than bodyLimitBytes. */
  bodyLimits?: BodyLimit[];
  /**
   * Operations that also take a small urlencoded form body: an HTML form's POST, or a mail
   * client's one-click unsubscribe (RFC 8058), which cannot send JSON.
   */
  formPosts?: Pick<ApiOperation, 'method' | 'path'>[];
  /**
   * Parse JSON bodies and refuse other media types (default true). The gateway turns it off:
   * it streams bodies to the services untouched, and the service that owns a route judges them.
   */
  parseJsonBodies?: boolean;
  /** The security headers on every answer (default: helmet's); the gateway sets its own. */
  securityHeaders?: RequestHandler;
}

const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

/** Gives every request an id (the caller's when sane), echoed back and carried by every hop. */
function requestId(): RequestHandler {
  return (req, res, next) => {
    req.requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('x-request-id', req.requestId);
    withRequestContext({ requestId: req.requestId }, next);
  };
}

/** Observes latency per route template (never per raw path, which would explode the series). */
function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

/** The largest form body a form post route reads: a few short fields. */
const formBodyBytes = 4096;

/** Parses a form body on a route that takes one (formPosts), which the JSON rule then lets pass. */
function formBody(): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: formBodyBytes });
  return (req, res, next) => {
    res.locals.takesForm = true;
    parse(req, res, next);
  };
}

/** A body on a JSON API must say it is JSON; multipart uploads are parsed by their own routes. */
function requireJsonBody(): RequestHandler {
  return (req, res, next) => {
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.is('application/json') || req.is('multipart/form-data')) return next();
    if (res.locals.takesForm === true && req.is('application/x-www-form-urlencoded')) return next();
    next(unsupportedMediaType('Request body must be application/json'));
  };
}

/** Parses a JSON body up to `limit` bytes, keeping the bytes as received. */
function jsonBody(limit: number): RequestHandler {
  return express.json({
    limit,
    // Kept as received for routes that verify a signature over the exact bytes (Stripe's webhook).
    verify: (req, _res, raw) => {
      (req as express.Request).rawBody = raw;
    },
  });
}

export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(requestId());
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req) => (req as express.Request).requestId,
      autoLogging: { ignore: (req) => quietPaths.has(req.url ?? '') },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: loggableRequest },
    }),
  );
  app.use(options.securityHeaders ?? helmet());
  app.use(httpMetrics(options.metrics));
  app.use(healthRoutes(options.metrics, options.readiness));
  if (options.parseJsonBodies !== false) {
    for (const operation of options.formPosts ?? []) {
      app[operation.method](expressPath(operation.path), formBody());
    }
    app.use(requireJsonBody());
    // A body read here is not read again: the general parser below skips a finished request.
    for (const { operation, bytes } of options.bodyLimits ?? []) {
      app[operation.method](expressPath(operation.path), jsonBody(bytes));
    }
    app.use(jsonBody(options.bodyLimitBytes ?? limits.jsonBodyBytes));
    app.use(refuseNulCharacters());
  }
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(options.routes);
  app.use(notFoundHandler());
  app.use(errorHandler(options.logger));
  return app;
}
