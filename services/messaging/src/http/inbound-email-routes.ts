import { createHmac } from 'node:crypto';
import { inboundEmailHeaders, inboundEmailMessages, messagingApi } from '@pickup/contracts';
import { expressPath, mountOperation, notFound, sameSecret, unauthorized } from '@pickup/kit';
import { type Request, type RequestHandler, Router } from 'express';
import { receiveInboundEmail } from '../domain/inbound-email';
import type { Messaging } from '../domain/model';
import type { InboundEmail } from '../inbound-email-config';

/** The post carries the shared secret, or the HMAC-SHA256 of its exact bytes made with it. */
function signedByProvider(req: Request, secret: string): boolean {
  if (sameSecret(req.headers[inboundEmailHeaders.secret], secret)) return true;
  const signature = req.headers[inboundEmailHeaders.signature];
  if (typeof signature !== 'string' || !req.rawBody) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(req.rawBody).digest('hex')}`;
  return sameSecret(signature.trim().toLowerCase(), expected);
}

/** Refuses a post not from the provider before its body is read; without inbound e-mail, there is no such call. */
function providerOnly(inbound: InboundEmail | null): RequestHandler {
  return (req, _res, next) => {
    if (!inbound) return next(notFound(inboundEmailMessages.notSetUp));
    next(
      signedByProvider(req, inbound.secret) ? undefined : unauthorized(inboundEmailMessages.invalidSignature),
    );
  };
}

/** The inbound-parse provider's webhook: e-mail replies continue tickets (see receiveInboundEmail). */
export function inboundEmailRoutes(messaging: Messaging, inbound: InboundEmail | null): Router {
  const router = Router();
  const operation = messagingApi.inboundEmail;
  router[operation.method](expressPath(operation.path), providerOnly(inbound));
  mountOperation(router, operation, async ({ body }) => {
    // providerOnly let it through: the reply addresses are set up.
    const addresses = messaging.replyAddresses;
    if (!addresses) throw notFound(inboundEmailMessages.notSetUp);
    const ticket = await receiveInboundEmail(messaging, addresses, body);
    return { received: true as const, ticketId: ticket.id };
  });
  return router;
}
