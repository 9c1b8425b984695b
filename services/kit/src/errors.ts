import { type ErrorCode, type ErrorDetail, statusOfCode } from '@pickup/contracts';

/**
 * The one error type of the platform. Domain code throws it with the spec's message;
 * the central handler turns it into the standard body with the status of its code.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      details?: ErrorDetail[];
      /** Extra top-level fields the spec puts in some bodies (e.g. a 409's loginUrl). */
      extra?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = statusOfCode[code];
  }

  toBody() {
    return {
      ...this.options.extra,
      error: this.message,
      code: this.code,
      ...(this.options.details ? { details: this.options.details } : {}),
    };
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError('VALIDATION_FAILED', message, details ? { details } : {});
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, extra ? { extra } : {});
export const payloadTooLarge = (message = 'Request body is too large') =>
  new AppError('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const rateLimited = (message = 'Too many requests, please try again later.') =>
  new AppError('RATE_LIMITED', message);
