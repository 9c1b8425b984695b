import type { TicketChannel, TicketStatus, ticketStatusFilters } from '@pickup/contracts/schemas';
import type { StatusTone } from '../../../components/status-chip';

export type StatusFilter = (typeof ticketStatusFilters)[number];

export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  pending: 'Pending',
  resolved: 'Resolved',
};

/** Open waits on the business, pending on the customer, resolved is done. */
export const statusTones: Record<TicketStatus, StatusTone> = {
  open: 'warning',
  pending: 'info',
  resolved: 'success',
};

export const channelLabels: Record<TicketChannel, string> = {
  quick_message: 'Support Center',
  support_page: 'Support page',
  email: 'E-mail',
};
