import { z } from './zod';

/**
 * A MongoDB ObjectId as the API exposes it: 24 hex characters under the name `id`. Both cases
 * in the class rather than an `i` flag: the OpenAPI document carries the pattern's source only,
 * where a flag would be lost (it printed `^[a-f0-9]{24}$/i`, which no id matches).
 */
export const objectId = z
  .string()
  .regex(/^[a-fA-F0-9]{24}$/, 'Must be a valid id')
  .openapi({ example: '665f1c2e8b3a4d0012ab34cd' });

export const uuid = z.uuid();

export const idParams = z.object({ id: objectId });
export type IdParams = z.infer<typeof idParams>;
