import { authMessages } from '@pickup/contracts';
import type { Request } from 'express';
import type { Query, Schema } from 'mongoose';
import { AppError } from '../errors';

const scopedQueries = [
  'countDocuments',
  'deleteMany',
  'deleteOne',
  'distinct',
  'find',
  'findOne',
  'findOneAndDelete',
  'findOneAndReplace',
  'findOneAndUpdate',
  'replaceOne',
  'updateMany',
  'updateOne',
] as const;

export class MissingTenantScopeError extends Error {
  constructor(model: string, operation: string) {
    super(`${model}.${operation} ran without a tenantId in its filter`);
    this.name = 'MissingTenantScopeError';
  }
}

/**
 * Makes a collection tenant-owned: every document carries tenantId, and every query or
 * aggregation on it fails loudly unless its filter names a tenant. A repository cannot forget.
 */
export function tenantScopedPlugin(schema: Schema): void {
  schema.add({ tenantId: { type: String, required: true, immutable: true } });

  for (const operation of scopedQueries) {
    schema.pre(operation, function (this: Query<unknown, unknown>) {
      const tenantId: unknown = this.getFilter().tenantId;
      if (typeof tenantId !== 'string' || tenantId.length === 0) {
        throw new MissingTenantScopeError(this.model.modelName, operation);
      }
    });
  }

  schema.pre('aggregate', function () {
    const first = this.pipeline()[0] as { $match?: { tenantId?: unknown } } | undefined;
    if (typeof first?.$match?.tenantId !== 'string') {
      throw new MissingTenantScopeError('aggregate', 'pipeline');
    }
  });
}

/** The tenant a request acts for; a tenant-owned route without one cannot proceed. */
export function tenantOf(req: Request): string {
  const tenantId = req.auth?.tenantId;
  if (!tenantId) throw new AppError('FORBIDDEN', authMessages.noBusiness);
  return tenantId;
}
