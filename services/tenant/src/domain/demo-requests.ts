import {
  type DemoRequestBody,
  type DemoRequestStatusBody,
  type DemoRequestView,
  tenantMessages,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit';
import type { DemoRequest, Tenancy } from './model';

export function demoRequestView(request: DemoRequest): DemoRequestView {
  return {
    ...request,
    createdAt: request.createdAt.toISOString(),
    contactedAt: request.contactedAt?.toISOString() ?? null,
  };
}

/** A prospective business asks for a demo (the contract has trimmed every field). */
export function requestDemo(tenancy: Tenancy, body: DemoRequestBody): Promise<DemoRequest> {
  return tenancy.demoRequests.create(
    { ...body, phone: body.phone ?? '', message: body.message ?? '' },
    tenancy.clock.now(),
  );
}

/** The operator records where a request stands; contactedAt is the first time it left new. */
export async function setDemoRequestStatus(
  tenancy: Tenancy,
  id: string,
  change: DemoRequestStatusBody,
): Promise<DemoRequest> {
  const updated = await tenancy.demoRequests.setStatus(id, change, tenancy.clock.now());
  if (!updated) throw notFound(tenantMessages.demoRequestNotFound);
  return updated;
}
