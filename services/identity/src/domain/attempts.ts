import { authMessages } from '@pickup/contracts';
import { AppError } from '@pickup/kit/errors';

/**
 * How often each guessable step may be tried, per caller address and per account, within a
 * window. The per-account budgets stop slow guessing spread over many addresses; the per-IP
 * ones stop one address sweeping many accounts (the gateway adds a per-minute budget on top).
 */
export const attemptPolicies = {
  loginPerIp: { points: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { points: 10, windowSeconds: 15 * 60 },
  magicLinkPerIp: { points: 10, windowSeconds: 15 * 60 },
  magicLinkPerEmail: { points: 5, windowSeconds: 15 * 60 },
  forgotPasswordPerIp: { points: 10, windowSeconds: 15 * 60 },
  forgotPasswordPerEmail: { points: 5, windowSeconds: 15 * 60 },
} as const;

export type AttemptPolicy = keyof typeof attemptPolicies;

export interface AttemptLimiter {
  /** Counts one attempt; TooManyAttemptsError when the budget is spent. */
  consume(policy: AttemptPolicy, key: string): Promise<void>;
  /** Forgets the attempts (after a successful sign-in the account starts afresh). */
  reset(policy: AttemptPolicy, key: string): Promise<void>;
}

export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', authMessages.tooManyAttempts);
  }
}

// Accounts and e-mails are counted without regard to case, as they are matched.
const budgetKey = (key: string) => key.toLowerCase();

/** Counts against every policy given, in order; the first that is spent answers. */
export async function countAttempt(
  limiter: AttemptLimiter,
  checks: readonly (readonly [AttemptPolicy, string])[],
): Promise<void> {
  for (const [policy, key] of checks) await limiter.consume(policy, budgetKey(key));
}

/** Gives a budget back in full (after a successful sign-in the account starts afresh). */
export async function forgetAttempts(
  limiter: AttemptLimiter,
  policy: AttemptPolicy,
  key: string,
): Promise<void> {
  await limiter.reset(policy, budgetKey(key));
}
