import type { CustomerSignupBody, CustomerSignupResult, PublicBusiness } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** A household's sign-up: the business it joins (branding and plans), and the account it creates. */
const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The business's public page by its slug (404: Business Not Found). */
    signupBusiness: build.query<PublicBusiness, string>({
      query: (slug) => ({ url: `/api/public/business/${encodeURIComponent(slug)}`, tenant: slug }),
      providesTags: ['Branding'],
    }),
    /** Creates the customer, their login and the subscription waiting for its card (201). */
    customerSignup: build.mutation<CustomerSignupResult, { slug: string; body: CustomerSignupBody }>({
      // No bearer token: whoever is signed in on this device, the account created is the household's.
      query: ({ slug, body }) => ({
        url: '/api/customer/signup',
        method: 'POST',
        body,
        tenant: slug,
        session: false,
      }),
    }),
  }),
});

export const { useSignupBusinessQuery, useCustomerSignupMutation } = signupApi;
