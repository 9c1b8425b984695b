import { internalHeaders } from '@pickup/kit';
import type { IncomingHttpHeaders } from 'node:http';

/** Headers services believe only from the gateway: a client must never be able to send them. */
function isGatewayOnly(name: string): boolean {
  return name === internalHeaders.tenantId || name === internalHeaders.secret || name.startsWith('x-user-');
}

/** Node lowercases header names, so one pass over the keys removes every spelling. */
function stripClientIdentityHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the proxy copies every key, so the key itself must go
    if (isGatewayOnly(name)) delete headers[name];
  }
}

export interface ForwardContext {
  requestId: string;
  tenantId: string | null;
  internalSecret: string;
}

/**
 * What the gateway vouches for on the way in, in place of whatever the client claimed. The
 * proxy copies the request's headers, so they are set there; the client's Authorization stays,
 * because services verify the token again.
 */
export function setForwardHeaders(headers: IncomingHttpHeaders, context: ForwardContext): void {
  stripClientIdentityHeaders(headers);
  headers['x-request-id'] = context.requestId;
  headers[internalHeaders.secret] = context.internalSecret;
  if (context.tenantId) headers[internalHeaders.tenantId] = context.tenantId;
}
