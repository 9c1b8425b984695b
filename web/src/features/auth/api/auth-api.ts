import type { Role } from '@pickup/contracts/constants';
import type { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/api';
import { endSession, refreshSession } from '../../../lib/auth-session';
import type { ApiRequest } from '../../../lib/base-query';
import { readSession, toSessionUser, type SessionUser } from '../../../lib/session';

/** What every sign-in answers: the access token and the user, stored as the session. */
export interface AuthSession {
  token: string;
  user: SessionUser;
}

export interface LoginRequest {
  /** The username, or the account's e-mail. */
  username: string;
  password: string;
}

/** Who may register themselves: a customer, or a business owner (shown as Business Owner). */
export type RegistrationRole = Extract<Role, 'customer' | 'owner'>;

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  role: RegistrationRole;
}

export interface PlatformAdminSetupRequest {
  setupToken: string;
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The session in a sign-in answer, or null when the answer does not carry one. */
export function authSessionFrom(body: unknown): AuthSession | null {
  const { token, user } = record(body);
  const sessionUser = toSessionUser(user);
  return typeof token === 'string' && token !== '' && sessionUser ? { token, user: sessionUser } : null;
}

/** The `message` of an informational answer ({message}), or '' when there is none. */
export function messageFrom(body: unknown): string {
  const { message } = record(body);
  return typeof message === 'string' ? message.trim() : '';
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

async function sessionCall(baseQuery: CallBaseQuery, request: ApiRequest) {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error };
  const session = authSessionFrom(result.data);
  return session ? { data: session } : { error: unexpectedAnswer(result.data) };
}

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, LoginRequest>({
      queryFn: (body, _api, _extra, baseQuery) => sessionCall(baseQuery, signInCall('/api/auth/login', body)),
    }),
    register: build.mutation<AuthSession, RegisterRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        sessionCall(baseQuery, signInCall('/api/auth/register', body)),
    }),
    verifyMagicLink: build.mutation<AuthSession, string>({
      queryFn: (token, _api, _extra, baseQuery) =>
        sessionCall(baseQuery, signInCall('/api/auth/magic-link/verify', { token })),
    }),
    platformAdminSetup: build.mutation<AuthSession, PlatformAdminSetupRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        sessionCall(baseQuery, signInCall('/api/platform-admin/setup', body)),
    }),
    magicLink: build.mutation<string, string>({
      query: (email) => signInCall('/api/auth/magic-link', { email }),
      transformResponse: messageFrom,
    }),
    forgotPassword: build.mutation<string, string>({
      query: (email) => signInCall('/api/auth/forgot-password', { email }),
      transformResponse: messageFrom,
    }),
    resetPassword: build.mutation<string, ResetPasswordRequest>({
      query: (body) => signInCall('/api/auth/reset-password', body),
      transformResponse: messageFrom,
    }),
    /** The signed-in user as the server knows them. */
    me: build.query<SessionUser | null, undefined>({
      query: () => '/api/auth/me',
      transformResponse: (body: unknown) => toSessionUser(record(body).user),
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
