import { z } from './zod';

export const healthBody = z.object({ status: z.literal('ok') }).openapi('Health');

export const readinessBody = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.record(z.string(), z.boolean()),
  })
  .openapi('Readiness');
export type Readiness = z.infer<typeof readinessBody>;
