import type { QuickMessageBody, SupportContacts, TicketResult } from '@pickup/contracts/schemas';
import { api } from '../../lib/api';

/**
 * The Support Center's calls (messaging service): the business's contact details, which the public
 * support page shows too, and the signed-in customer's quick message, which opens a ticket in their
 * thread (so their chat shows it: the thread's tag is refreshed).
 */
const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    supportContacts: build.query<SupportContacts, undefined>({
      query: () => '/api/support/contacts',
    }),
    sendQuickMessage: build.mutation<TicketResult, QuickMessageBody>({
      query: (body) => ({ url: '/api/support/quick-message', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Message', id: 'THREAD' }]),
    }),
  }),
});

export const { useSupportContactsQuery, useSendQuickMessageMutation } = supportApi;
