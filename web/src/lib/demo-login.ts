import type { AuthResult } from '@pickup/contracts/schemas';
import { api } from './api';
import type { ApiError } from './api-error';

/** The roles the demo business has a real user of (DESIGN.md §6, demo login). */
export type DemoRole = 'owner' | 'customer';

const unexpectedAnswer = (data: unknown): ApiError => ({
  status: 502,
  message: '502: The server answered without a session',
  data,
});

/**
 * What the sign-in screens may offer (GET /api/auth/options) and the demo sign-in itself
 * (GET /api/login/{role}), shared by the landing page and the login screen.
 */
const demoLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether demo mode is on; any failure reads as off, so the buttons simply do not show. */
    demoLoginOffered: build.query<boolean, undefined>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/auth/options', session: false });
        const body = result.data as { demoLogin?: unknown } | null | undefined;
        return { data: body?.demoLogin === true };
      },
    }),
    demoLogin: build.mutation<AuthResult, DemoRole>({
      queryFn: async (role, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: `/api/login/${role}`, session: false });
        if (result.error) return { error: result.error };
        // The contract's parser comes with the click, not with the page: zod is not part of the
        // landing page's download.
        const { authResult } = await import('@pickup/contracts/schemas');
        const session = authResult.safeParse(result.data);
        return session.success ? { data: session.data } : { error: unexpectedAnswer(result.data) };
      },
    }),
  }),
});

export const { useDemoLoginOfferedQuery, useDemoLoginMutation } = demoLoginApi;
