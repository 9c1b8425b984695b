import { messagingApi, type SupportRequestBody, type SupportRequestResult } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The public support page's message to the business the address names (messaging service). */
const supportPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<SupportRequestResult, SupportRequestBody>({
      query: (body) => ({ url: messagingApi.supportRequest.path, method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportRequestMutation } = supportPageApi;
