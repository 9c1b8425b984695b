import { z } from './zod';

/** A MongoDB ObjectId as the API exposes it: 24 hex characters under the name `id`. */
export const objectId = z
  .string()
  .regex(/^[a-f0-9]{24}$/i, 'Must be a valid id')
  .openapi({ example: '665f1c2e8b3a4d0012ab34cd' });

export const uuid = z.uuid();

export const idParams = z.object({ id: objectId });
export type IdParams = z.infer<typeof idParams>;
