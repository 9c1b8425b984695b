import { z } from './zod';

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** It was there and is no more (a link past its time). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Understood, but nothing sensible can be made of it (a route whose stops cannot be ordered). */
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'BAD_GATEWAY',
  'GATEWAY_TIMEOUT',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorDetail = z.object({
  path: z.string().openapi({ example: 'email' }),
  message: z.string().openapi({ example: 'Invalid email address' }),
});
export type ErrorDetail = z.infer<typeof errorDetail>;

/** The one error body every service and the gateway answer with. */
export const errorBody = z
  .object({
    error: z.string(),
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    details: z.array(errorDetail).optional(),
  })
  .passthrough()
  .openapi('Error');
export type ErrorBody = z.infer<typeof errorBody>;

/** The HTTP status that goes with each code, so a code can never travel with the wrong status. */
export const statusOfCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};
