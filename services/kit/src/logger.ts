import { apiOperations } from '@pickup/contracts';
import pino, { type Logger } from 'pino';

export type { Logger };

/** The censor that replaces a secret in a log line. */
export const redacted = '[Redacted]';

/**
 * Fields that hold a secret wherever they appear: credentials and one-time tokens (in a body, a
 * query or an error's cause), and the configuration variables that are secrets.
 */
const secretFields = [
  'authorization',
  'Authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'refresh_token',
  'setupToken',
  'secret',
  'clientSecret',
  'client_secret',
  'INTERNAL_SECRET',
  'PLATFORM_ADMIN_SETUP_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
];

/** pino's redaction takes exact paths: each field at the top level and up to three levels down. */
const redactPaths = [
  'req.headers["x-internal-secret"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/** Query parameters whose value is a secret (a socket's access token, an unsubscribe token). */
const secretQuery = /token|secret|password|key|signature/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/calendar/{token}.ics` → a pattern whose one group is the token. */
function tokenPathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part === '{token}' ? '([^/]+?)' : part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`, 'd');
}

/** Paths that carry a secret in a segment: the API's path parameters named token (a calendar feed). */
const tokenPaths = apiOperations
  .filter((operation) => operation.path.includes('{token}'))
  .map((operation) => tokenPathPattern(operation.path));

function withoutPathToken(path: string): string {
  for (const pattern of tokenPaths) {
    const [start, end] = pattern.exec(path)?.indices?.[1] ?? [];
    if (start !== undefined && end !== undefined)
      return `${path.slice(0, start)}${redacted}${path.slice(end)}`;
  }
  return path;
}

/** A request's URL as a log may show it: secret query values and path tokens replaced. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = withoutPathToken(queryAt < 0 ? url : url.slice(0, queryAt));
  if (queryAt < 0) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(query.keys())) {
    if (secretQuery.test(name)) query.set(name, redacted);
  }
  return `${path}?${query.toString()}`;
}

/** A request as pino-http serializes it: the parts that may carry a secret in a URL. */
interface SerializedRequest {
  url?: string;
  headers?: Record<string, unknown>;
}

/**
 * A request as its log line shows it: its URL and its Referer (the page it came from, whose
 * address may hold a token, as a magic-link or reset page's does) without their secrets.
 */
export function loggableRequest<T extends SerializedRequest>(req: T): T {
  const { referer } = req.headers ?? {};
  return {
    ...req,
    ...(req.url === undefined ? {} : { url: loggableUrl(req.url) }),
    ...(typeof referer === 'string' ? { headers: { ...req.headers, referer: loggableUrl(referer) } } : {}),
  };
}

/**
 * Structured JSON logs; every line names the service so mixed streams stay readable. No secret
 * reaches a line: credentials travel in headers and cookies both ways, in bodies and in some
 * URLs, and any of them may end up in an error's details. Lines go to stdout unless a
 * destination is given (a test reads them).
 */
export function createLogger(service: string, level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: redacted },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A warning logged once per 10 s at most, for failures that would otherwise log on every
 * request while a dependency is away.
 */
export function throttledWarning(logger: Logger, message: string): (error: unknown) => void {
  let lastAt = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastAt < 10_000) return;
    lastAt = now;
    logger.warn({ err: error }, message);
  };
}
