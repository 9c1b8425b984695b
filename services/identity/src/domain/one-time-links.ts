import { auth, authMessages, type ResetPasswordBody } from '@pickup/contracts';
import type { MailMessage } from '@pickup/kit';
import { badRequest } from '@pickup/kit/errors';
import { countAttempt } from './attempts';
import { addMinutes } from './clock';
import { customerWelcomeEmail, magicLinkEmail, ownerInvitationEmail, passwordResetEmail } from './emails';
import { type Identity, normalizeEmail, type OneTimePurpose, type User } from './model';
import { hashPassword } from './passwords';
import { hashToken, randomToken } from './secrets';
import { activeUser, endEverySession, startSession, type SignedIn } from './sessions';

interface LinkKind {
  purpose: OneTimePurpose;
  validMinutes: number;
  path: string;
}

/** A link a user asks for by e-mail address. */
interface RequestedLink extends LinkKind {
  email: (to: string, firstName: string, url: string) => MailMessage;
}

const magicLink: RequestedLink = {
  purpose: 'magic-link',
  validMinutes: auth.magicLinkTtlMinutes,
  path: '/magic-login',
  email: magicLinkEmail,
};

const passwordReset: RequestedLink = {
  purpose: 'password-reset',
  validMinutes: auth.passwordResetTtlMinutes,
  path: '/reset-password',
  email: passwordResetEmail,
};

/**
 * Choosing a first password is what a reset does, so an invitation (an owner's, a customer's
 * welcome) is a reset link (the same screen, used up by the same redemption) that lives longer:
 * an invitation waits to be read.
 */
const invitation: LinkKind = {
  purpose: 'password-reset',
  validMinutes: 7 * 24 * 60,
  path: '/reset-password',
};

/** Stores a new single-use token for the user; the web app's address that carries it. */
async function newLink(identity: Identity, kind: LinkKind, userId: string): Promise<string> {
  const token = randomToken();
  const now = identity.clock.now();
  await identity.oneTimeTokens.create({
    hash: hashToken(token),
    purpose: kind.purpose,
    userId,
    createdAt: now,
    expiresAt: addMinutes(now, kind.validMinutes),
  });
  return `${identity.settings.webBaseUrl}${kind.path}?token=${encodeURIComponent(token)}`;
}

/**
 * The account an e-mail names: in the business the request comes from (its customer first,
 * then its owner), or among owners and admins when no business is named.
 */
async function accountForEmail(identity: Identity, email: string, requestTenantId: string | null) {
  const found = requestTenantId
    ? await identity.users.findInTenantByEmail(requestTenantId, email)
    : [await identity.users.findInEmailScope(email, 'staff')].filter((user): user is User => user !== null);
  for (const user of found) {
    const active = await activeUser(identity, user.id);
    if (active) return active;
  }
  return null;
}

async function sendLink(
  identity: Identity,
  kind: RequestedLink,
  email: string,
  requestTenantId: string | null,
) {
  const user = await accountForEmail(identity, email, requestTenantId);
  if (!user) return;
  identity.mailer.deliver(kind.email(user.email, user.firstName, await newLink(identity, kind, user.id)));
}

/**
 * Counts the attempt, then does the work after answering: the answer is the same, and as fast,
 * whether or not the account exists.
 */
async function requestLink(
  identity: Identity,
  kind: RequestedLink,
  input: { email: string },
  context: { ip: string; requestTenantId: string | null },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await countAttempt(
    identity.attempts,
    kind.purpose === 'magic-link'
      ? [
          ['magicLinkPerIp', context.ip],
          ['magicLinkPerEmail', email],
        ]
      : [
          ['forgotPasswordPerIp', context.ip],
          ['forgotPasswordPerEmail', email],
        ],
  );
  sendLink(identity, kind, email, context.requestTenantId).catch((error: unknown) => {
    identity.logger.error({ err: error, purpose: kind.purpose }, 'could not prepare a link e-mail');
  });
}

/** POST /api/auth/magic-link */
export async function requestMagicLink(
  identity: Identity,
  input: { email: string },
  context: { ip: string; requestTenantId: string | null },
): Promise<{ message: string }> {
  await requestLink(identity, magicLink, input, context);
  return { message: authMessages.magicLinkSent };
}

/** POST /api/auth/forgot-password */
export async function requestPasswordReset(
  identity: Identity,
  input: { email: string },
  context: { ip: string; requestTenantId: string | null },
): Promise<{ message: string }> {
  await requestLink(identity, passwordReset, input, context);
  return { message: authMessages.resetLinkSent };
}

/** The e-mail of an invitation around its link: owners and customers are told different things. */
type InvitationEmail = (user: User, url: string) => MailMessage | Promise<MailMessage>;

/**
 * E-mails a user without a password a link to choose one. While that link (or a reset link) is
 * outstanding, asking again sends nothing; once a password is chosen, nothing is ever sent, nor
 * to a disabled account, which could not use the link.
 */
async function inviteToChoosePassword(identity: Identity, user: User, email: InvitationEmail): Promise<void> {
  if (user.passwordHash || user.disabled) return;
  const now = identity.clock.now();
  if (await identity.oneTimeTokens.hasOutstanding(user.id, invitation.purpose, now)) return;
  const url = await newLink(identity, invitation, user.id);
  identity.mailer.deliver(await email(user, url));
}

/**
 * An owner created without a password (a business the platform admin set up) is invited to
 * choose one, naming the business when identity knows it.
 */
export async function inviteOwner(identity: Identity, owner: User): Promise<void> {
  await inviteToChoosePassword(identity, owner, async (user, url) => {
    const tenant = user.tenantId ? await identity.tenants.find(user.tenantId) : null;
    return ownerInvitationEmail(user.email, user.firstName, url, tenant?.businessName ?? null);
  });
}

/** A customer whose subscription started is welcomed to the business, with the same invitation. */
export async function welcomeToBusiness(
  identity: Identity,
  customer: User,
  businessName: string,
): Promise<void> {
  await inviteToChoosePassword(identity, customer, (user, url) =>
    customerWelcomeEmail(user.email, user.firstName, url, businessName),
  );
}

/** Uses a link's token up; its user when it was valid and the account still is. */
async function redeem(identity: Identity, kind: RequestedLink, token: string): Promise<User> {
  const userId = await identity.oneTimeTokens.consume(hashToken(token), kind.purpose, identity.clock.now());
  const user = userId ? await activeUser(identity, userId) : null;
  if (!user) throw badRequest(authMessages.linkExpired);
  return user;
}

/** POST /api/auth/magic-link/verify */
export async function verifyMagicLink(identity: Identity, token: string): Promise<SignedIn> {
  return startSession(identity, await redeem(identity, magicLink, token));
}

/**
 * POST /api/auth/reset-password: the new password, and every session of the user ends (one of
 * them may be whoever made the reset necessary). Other reset links sent earlier stop working.
 */
export async function resetPassword(
  identity: Identity,
  input: ResetPasswordBody,
): Promise<{ message: string }> {
  const user = await redeem(identity, passwordReset, input.token);
  await identity.users.setPasswordHash(user.id, await hashPassword(input.password));
  await identity.oneTimeTokens.invalidateAll(user.id, 'password-reset', identity.clock.now());
  await endEverySession(identity, user.id, 'password reset');
  return { message: authMessages.passwordReset };
}
