import { authMessages, type PlatformAdminSetupBody } from '@pickup/contracts';
import { conflict, forbidden } from '@pickup/kit/errors';
import { createPlatformAdmin } from './accounts';
import type { Identity } from './model';
import { hashToken, matchesHash, randomToken } from './secrets';
import { startSession, type SignedIn } from './sessions';

/**
 * At start-up, when no platform admin exists and PLATFORM_ADMIN_SETUP_TOKEN is not set: makes
 * a setup token, stores only its hash, and returns it to be shown once. Returns null when
 * nothing is to be shown (configured token, an admin exists, or one was generated before).
 */
export async function prepareSetupToken(identity: Identity): Promise<string | null> {
  if (identity.settings.configuredSetupToken) return null;
  if (await identity.users.platformAdminExists()) return null;
  const token = randomToken();
  const stored = await identity.setup.storeGeneratedTokenHash(hashToken(token), identity.clock.now());
  return stored ? token : null;
}

async function setupTokenMatches(identity: Identity, given: string): Promise<boolean> {
  const configured = identity.settings.configuredSetupToken;
  if (configured) return matchesHash(given, hashToken(configured));
  const storedHash = await identity.setup.generatedTokenHash();
  return storedHash !== null && matchesHash(given, storedHash);
}

/** POST /api/platform-admin/setup: the first platform admin, once. */
export async function setUpPlatformAdmin(
  identity: Identity,
  input: PlatformAdminSetupBody,
): Promise<SignedIn> {
  if (await identity.users.platformAdminExists()) throw conflict(authMessages.adminExists);
  if (!(await setupTokenMatches(identity, input.setupToken))) throw forbidden(authMessages.wrongSetupToken);
  if (!(await identity.setup.claimAdminCreation(identity.clock.now())))
    throw conflict(authMessages.adminExists);
  const admin = await createPlatformAdmin(identity, input).catch(async (error: unknown) => {
    // Nobody was created (a taken username, say): the next attempt may try again.
    await identity.setup.releaseAdminCreation();
    throw error;
  });
  await identity.setup.forgetGeneratedToken();
  return startSession(identity, admin);
}
