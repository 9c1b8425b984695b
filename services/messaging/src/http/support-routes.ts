import { messagingApi, messagingMessages, tenantMessages } from '@pickup/contracts';
import { mountOperation, notFound, type RedisRateBudget, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import type { Messaging } from '../domain/model';
import {
  listTickets,
  quickMessage,
  replyToTicket,
  supportRequest,
  ticketDetail,
  updateTicket,
} from '../domain/tickets';
import { clientAddress, speakerOf, withinBudget } from './context';
import { messageView, ticketView } from './views';

/** The public support page's budgets: per business, each caller's address and each e-mail address. */
export interface SupportBudgets {
  byClient: RedisRateBudget;
  byEmail: RedisRateBudget;
}

/** Support: the public page and contacts, a household's quick message, the owner's tickets. */
export function supportRoutes(messaging: Messaging, budgets: SupportBudgets): Router {
  const router = Router();

  mountOperation(router, messagingApi.supportContacts, async (_input, req) => {
    const business = await messaging.businesses.find(tenantOf(req));
    if (!business) throw notFound(tenantMessages.businessNotFound);
    const { businessName, phone, email, website } = business;
    return { businessName, phone, email, website };
  });

  mountOperation(router, messagingApi.quickMessage, async ({ body }, req, res) => {
    const ticket = await quickMessage(messaging, speakerOf(req), body);
    res.status(201);
    return { ticket: ticketView(ticket) };
  });

  mountOperation(router, messagingApi.supportRequest, async ({ body }, req, res) => {
    const tenantId = tenantOf(req);
    await withinBudget(res, async () => {
      await budgets.byClient.consume(`${tenantId}:${clientAddress(req)}`);
      await budgets.byEmail.consume(`${tenantId}:${body.email}`);
    });
    const ticket = await supportRequest(messaging, tenantId, body);
    res.status(201);
    return { message: messagingMessages.supportRequestReceived, ticketId: ticket.id };
  });

  mountOperation(router, messagingApi.listTickets, async ({ query }, req) => {
    const { page, counts } = await listTickets(messaging, tenantOf(req), query);
    return { tickets: page.items.map(ticketView), pagination: page.pagination, counts };
  });

  mountOperation(router, messagingApi.getTicket, async ({ params }, req) => {
    const { ticket, messages } = await ticketDetail(messaging, tenantOf(req), params.id);
    return { ticket: ticketView(ticket), messages: messages.map(messageView) };
  });

  mountOperation(router, messagingApi.updateTicket, async ({ params, body }, req) => ({
    ticket: ticketView(await updateTicket(messaging, speakerOf(req), params.id, body)),
  }));

  mountOperation(router, messagingApi.replyToTicket, async ({ params, body }, req, res) => {
    const message = await replyToTicket(messaging, speakerOf(req), params.id, body.content);
    res.status(201);
    return { message: messageView(message) };
  });

  return router;
}
