import { liveConnection } from '@pickup/contracts/schemas';
import { useDispatch } from 'react-redux';
import { useLiveEvent, useLiveReconnect } from '../../../lib/live-connection';
import { ticketsApi } from '../api/tickets-api';

/**
 * The tickets follow the live connection: a ticket opened or changed (`ticket_updated`), a message
 * in any thread (`new_message`), or a reconnection after missed events reloads the list and the open
 * ticket.
 */
export function useLiveTickets(): void {
  const dispatch = useDispatch();
  const refresh = () => dispatch(ticketsApi.util.invalidateTags(['Message']));
  useLiveEvent(liveConnection.ticketEvent, refresh);
  useLiveEvent(liveConnection.newMessageEvent, refresh);
  useLiveReconnect(refresh);
}
