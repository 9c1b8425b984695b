import type {
  ChangeAddressBody,
  CustomerPickupsResult,
  HouseholdPreferencesBody,
  HouseholdProfile,
  HouseholdProfileResult,
  NextPickup,
  PauseServiceBody,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const profileTag = { type: 'Customer', id: 'HOUSEHOLD' } as const;
const nextPickupTag = { type: 'NextPickup', id: 'NEXT' } as const;
const pickupsTag = { type: 'NextPickup', id: 'PICKUPS' } as const;
/** What a change to the household's schedule touches: its pickups, and the orders riding on them. */
const scheduleTags = [nextPickupTag, pickupsTag, { type: 'Order' as const, id: 'LIST' }];

const pickupsPath = (userId: string) => `/api/customer/${encodeURIComponent(userId)}/pickups`;
const skipPath = ({ userId, date }: PickupDay) =>
  `/api/customer/${encodeURIComponent(userId)}/pickups/${encodeURIComponent(date)}/skip`;

/** One of the household's pickups: whose (the signed-in customer) and which day. */
export interface PickupDay {
  userId: string;
  date: string;
}

const toProfile = (body: HouseholdProfileResult) => body.profile;

/**
 * The signed-in household's own account: its record and preferences (customer service), and its
 * pickups (routing service). Routing learns of a pause or a move through events, so those changes
 * invalidate the pickups too; a screen that shows both refetches the pickups once the event had
 * time to arrive.
 */
export const householdAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    householdProfile: build.query<HouseholdProfile, undefined>({
      query: () => '/api/customer/profile',
      transformResponse: toProfile,
      providesTags: [profileTag],
    }),
    updatePreferences: build.mutation<HouseholdProfile, HouseholdPreferencesBody>({
      query: (body) => ({ url: '/api/customer/preferences', method: 'PUT', body }),
      transformResponse: toProfile,
      invalidatesTags: [profileTag, ...scheduleTags],
    }),
    pauseService: build.mutation<HouseholdProfile, PauseServiceBody>({
      query: (body) => ({ url: '/api/customer/pause', method: 'PUT', body }),
      transformResponse: toProfile,
      invalidatesTags: [profileTag, ...scheduleTags],
    }),
    resumeService: build.mutation<HouseholdProfile, undefined>({
      query: () => ({ url: '/api/customer/resume', method: 'POST' }),
      transformResponse: toProfile,
      invalidatesTags: [profileTag, ...scheduleTags],
    }),
    changeAddress: build.mutation<HouseholdProfile, ChangeAddressBody>({
      query: (body) => ({ url: '/api/customer/address', method: 'PUT', body }),
      transformResponse: toProfile,
      invalidatesTags: [profileTag, ...scheduleTags],
    }),
    finishOnboarding: build.mutation<HouseholdProfile, undefined>({
      query: () => ({ url: '/api/customer/onboarding', method: 'PUT' }),
      transformResponse: toProfile,
      invalidatesTags: [profileTag],
    }),
    nextPickup: build.query<NextPickup, string>({
      query: (userId) => `/api/customer/${encodeURIComponent(userId)}/next-pickup`,
      providesTags: [nextPickupTag],
    }),
    customerPickups: build.query<CustomerPickupsResult, string>({
      query: pickupsPath,
      providesTags: [pickupsTag],
    }),
    skipPickup: build.mutation<CustomerPickupsResult, PickupDay>({
      query: (day) => ({ url: skipPath(day), method: 'POST' }),
      invalidatesTags: scheduleTags,
    }),
    restorePickup: build.mutation<CustomerPickupsResult, PickupDay>({
      query: (day) => ({ url: skipPath(day), method: 'DELETE' }),
      invalidatesTags: scheduleTags,
    }),
  }),
});

export const {
  useHouseholdProfileQuery,
  useUpdatePreferencesMutation,
  usePauseServiceMutation,
  useResumeServiceMutation,
  useChangeAddressMutation,
  useFinishOnboardingMutation,
  useNextPickupQuery,
  useCustomerPickupsQuery,
  useSkipPickupMutation,
  useRestorePickupMutation,
} = householdAccountApi;
