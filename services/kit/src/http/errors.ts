import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { AppError, payloadTooLarge, unsupportedMediaType } from '../errors';
import type { Logger } from '../logger';
import { detailsOf } from './validate';

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

/** What a body-parser failure means to the caller: never a 5xx. */
function fromBodyParser(error: BodyParserError): AppError {
  switch (error.type) {
    case 'entity.too.large':
      return payloadTooLarge();
    case 'entity.parse.failed':
      return new AppError('VALIDATION_FAILED', 'Request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return unsupportedMediaType('Unsupported body encoding');
    default:
      return new AppError('VALIDATION_FAILED', 'Request body could not be read');
  }
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) {
    return new AppError('VALIDATION_FAILED', 'Invalid input', { details: detailsOf(error) });
  }
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) return fromBodyParser(error);
  return null;
}

export function notFoundHandler(): RequestHandler {
  return (req, _res, next) => next(new AppError('NOT_FOUND', `Cannot ${req.method} ${req.path}`));
}

/** The central handler: known errors become their status and body; the rest a logged 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known = toAppError(error);
    if (res.headersSent) return;
    if (known) {
      res.status(known.status).json(known.toBody());
      return;
    }
    logger.error({ err: error, requestId: req.requestId }, 'unhandled error');
    res.status(500).json({ error: 'Internal server error', code: 'INTERNAL' });
  };
}
