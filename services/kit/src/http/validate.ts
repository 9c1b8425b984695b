import type { ErrorDetail } from '@pickup/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z, ZodType } from 'zod';
import { badRequest } from '../errors';

export function detailsOf(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses a value with its contract; bad input is a 400 that lists each field's problem. */
export function parseInput<S extends ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = detailsOf(result.error);
    const first = details[0];
    throw badRequest(
      first ? `Invalid ${what}: ${first.path ? `${first.path}: ` : ''}${first.message}` : `Invalid ${what}`,
      details,
    );
  }
  return result.data;
}

interface InputSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
}

type Parsed<S extends InputSchemas> = {
  [K in keyof InputSchemas]-?: S[K] extends ZodType ? z.infer<S[K]> : undefined;
};

/**
 * A route handler whose params, query and body are parsed with their contracts before it runs.
 * Whatever it returns is sent as JSON (status 200 unless it set another); errors go to the
 * central error handler.
 */
export function handle<S extends InputSchemas>(
  schemas: S,
  fn: (input: Parsed<S>, req: Request, res: Response) => unknown,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const input = {
        params: schemas.params ? parseInput(schemas.params, req.params, 'path parameters') : undefined,
        query: schemas.query ? parseInput(schemas.query, req.query, 'query') : undefined,
        body: schemas.body ? parseInput(schemas.body, req.body ?? {}, 'body') : undefined,
      } as Parsed<S>;
      const result = await fn(input, req, res);
      if (!res.headersSent) {
        if (result === undefined) res.status(res.statusCode === 200 ? 204 : res.statusCode).end();
        else res.json(result);
      }
    } catch (error) {
      next(error);
    }
  };
}
