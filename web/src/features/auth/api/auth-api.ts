import {
  authResult,
  messageResult,
  userResult,
  type AuthResult,
  type EmailBody,
  type LoginBody,
  type PlatformAdminSetupBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '@pickup/contracts/schemas';
import type { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/api';
import { endSession, refreshSession } from '../../../lib/auth-session';
import type { ApiRequest } from '../../../lib/base-query';
import { readSession, type SessionUser } from '../../../lib/session';

/** Who may register themselves: a customer, or a business owner (shown as Business Owner). */
export type RegistrationRole = RegisterBody['role'];

/** The `message` of an informational answer ({message}), or '' when there is none. */
export function messageFrom(body: unknown): string {
  const answer = messageResult.safeParse(body);
  return answer.success ? answer.data.message.trim() : '';
}

const unexpectedAnswer = (data: unknown): ApiError => ({
  status: 502,
  message: '502: The server answered without a session',
  data,
});

// The sign-in and recovery calls carry no bearer token and do not touch the stored session on a 401.
const signInCall = (url: string, body: unknown): ApiRequest => ({
  url,
  method: 'POST',
  body,
  session: false,
});

type CallResult = { data?: unknown; error?: ApiError };
type CallBaseQuery = (request: ApiRequest) => CallResult | PromiseLike<CallResult>;

/** A sign-in call whose answer is the session ({token, user}) by the contract. */
async function sessionCall(baseQuery: CallBaseQuery, request: ApiRequest) {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error };
  const session = authResult.safeParse(result.data);
  return session.success ? { data: session.data } : { error: unexpectedAnswer(result.data) };
}

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, LoginBody>({
      queryFn: (body, _api, _extra, baseQuery) => sessionCall(baseQuery, signInCall('/api/auth/login', body)),
    }),
    register: build.mutation<AuthResult, RegisterBody>({
      queryFn: (body, _api, _extra, baseQuery) =>
        sessionCall(baseQuery, signInCall('/api/auth/register', body)),
    }),
    verifyMagicLink: build.mutation<AuthResult, string>({
      queryFn: (token, _api, _extra, baseQuery) =>
        sessionCall(baseQuery, signInCall('/api/auth/magic-link/verify', { token })),
    }),
    platformAdminSetup: build.mutation<AuthResult, PlatformAdminSetupBody>({
      queryFn: (body, _api, _extra, baseQuery) =>
        sessionCall(baseQuery, signInCall('/api/platform-admin/setup', body)),
    }),
    magicLink: build.mutation<string, EmailBody>({
      query: (body) => signInCall('/api/auth/magic-link', body),
      transformResponse: messageFrom,
    }),
    forgotPassword: build.mutation<string, EmailBody>({
      query: (body) => signInCall('/api/auth/forgot-password', body),
      transformResponse: messageFrom,
    }),
    resetPassword: build.mutation<string, ResetPasswordBody>({
      query: (body) => signInCall('/api/auth/reset-password', body),
      transformResponse: messageFrom,
    }),
    /** The signed-in user as the server knows them. */
    me: build.query<SessionUser | null, undefined>({
      query: () => '/api/auth/me',
      transformResponse: (body: unknown) => userResult.safeParse(body).data?.user ?? null,
      providesTags: ['User'],
    }),
    /** A new access token for the refresh cookie (the silent refresh does this on its own). */
    refresh: build.mutation<string, undefined>({
      queryFn: async () => {
        const outcome = await refreshSession(readSession().token);
        if (outcome.kind === 'refreshed') return { data: outcome.token };
        const status = outcome.kind === 'rejected' ? 401 : 0;
        return { error: { status, message: `${status}: The session could not be refreshed`, data: null } };
      },
    }),
    /** Revokes the session on the server and clears it here; the server's failure is ignored. */
    logout: build.mutation<null, undefined>({
      queryFn: async () => {
        await endSession();
        return { data: null };
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyMagicLinkMutation,
  usePlatformAdminSetupMutation,
  useMagicLinkMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useMeQuery,
  useRefreshMutation,
  useLogoutMutation,
} = authApi;

export { authApi };
