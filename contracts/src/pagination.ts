import { z } from './zod';
import { limits } from './constants';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.customerPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pagination = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof pagination>;

export function paginate(total: number, query: PageQuery): Pagination {
  return {
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

export function skipOf(query: PageQuery): number {
  return (query.page - 1) * query.limit;
}
