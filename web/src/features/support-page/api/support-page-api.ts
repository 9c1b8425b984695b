import type { SupportRequestBody, SupportRequestResult } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The public support page's message to the business the address names (messaging service). */
const supportPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<SupportRequestResult, SupportRequestBody>({
      query: (body) => ({ url: '/api/support/requests', method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportRequestMutation } = supportPageApi;
