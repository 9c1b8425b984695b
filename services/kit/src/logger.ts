import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; every line names the service so mixed streams stay readable. */
export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Refresh tokens travel in cookies both ways: neither direction may reach a log.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-internal-secret"]',
      'res.headers["set-cookie"]',
    ],
  });
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
