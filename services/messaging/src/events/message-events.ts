import type { EventActor } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type { MessageRecord, TicketRecord } from '../domain/model';

/** Builders of messaging's events: each use case hands them to the write that stores its change. */

export const messageSent = (message: MessageRecord, actor: EventActor): DomainEvent =>
  domainEvent(
    'message.sent',
    {
      messageId: message.id,
      customerId: message.customerId,
      senderType: message.senderType,
      ticketId: message.ticketId,
      sentAt: message.createdAt.toISOString(),
    },
    { tenantId: message.tenantId, actor },
  );

export const ticketOpened = (ticket: TicketRecord, actor: EventActor): DomainEvent =>
  domainEvent(
    'ticket.opened',
    {
      ticketId: ticket.id,
      channel: ticket.channel,
      customerId: ticket.requester.customerId,
      subject: ticket.subject,
      openedAt: ticket.createdAt.toISOString(),
    },
    { tenantId: ticket.tenantId, actor },
  );

/** ticket.updated when its status or assignee changed; nothing for a new message alone. */
export const announceTicketChange =
  (actor: EventActor) =>
  (after: TicketRecord, before: TicketRecord): DomainEvent[] => {
    if (after.status === before.status && after.assignee?.id === before.assignee?.id) return [];
    return [
      domainEvent(
        'ticket.updated',
        {
          ticketId: after.id,
          status: after.status,
          previousStatus: before.status,
          assigneeId: after.assignee?.id ?? null,
          updatedAt: after.updatedAt.toISOString(),
        },
        { tenantId: after.tenantId, actor },
      ),
    ];
  };
