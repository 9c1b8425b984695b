import { ui } from '@pickup/contracts/constants';
import type {
  BusinessSettings,
  LogoResult,
  PlanUsage,
  UpdateBusinessInfoBody,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The spec keeps settings fresh for 10 minutes and in memory for 30. */
export const settingsFreshSeconds = ui.settingsCacheMs / 1000;
const settingsKeptSeconds = 30 * 60;

/**
 * The business's settings, the logo and the plan's usage. A save or an upload refreshes the
 * branding too, so the header and the theme show the change at once, for the owner and in every
 * other query of the business's settings.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    businessSettings: build.query<BusinessSettings, undefined>({
      query: () => '/api/business/settings',
      providesTags: ['BusinessSettings'],
      keepUnusedDataFor: settingsKeptSeconds,
    }),
    updateBusinessInfo: build.mutation<BusinessSettings, UpdateBusinessInfoBody>({
      query: (body) => ({ url: '/api/business/info', method: 'PUT', body }),
      // The screen shows the change at once and goes back if it is refused (a failure is the
      // screen's to report); the rest of the app refreshes its copies once it is saved.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          settingsApi.util.updateQueryData('businessSettings', undefined, (settings) => {
            Object.assign(settings, body);
          }),
        );
        const outcome = await queryFulfilled.catch(() => null);
        if (outcome) dispatch(settingsApi.util.upsertQueryData('businessSettings', undefined, outcome.data));
        else patch.undo();
      },
      invalidatesTags: ['Branding', 'BusinessSettings'],
    }),
    uploadLogo: build.mutation<LogoResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file);
        return { url: '/api/business/logo', method: 'POST', body };
      },
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const outcome = await queryFulfilled.catch(() => null);
        if (!outcome) return;
        dispatch(
          settingsApi.util.updateQueryData('businessSettings', undefined, (settings) => {
            settings.logoUrl = outcome.data.logoUrl;
          }),
        );
      },
      invalidatesTags: ['Branding', 'BusinessSettings'],
    }),
    planUsage: build.query<PlanUsage, undefined>({
      query: () => '/api/business/plan-usage',
      providesTags: ['PlanUsage'],
    }),
  }),
});

export const {
  useBusinessSettingsQuery,
  useUpdateBusinessInfoMutation,
  useUploadLogoMutation,
  usePlanUsageQuery,
} = settingsApi;
