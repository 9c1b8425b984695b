import type { EventActor } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type { User } from '../domain/model';

/** `user.registered`: a new login, made by the user themselves or for them (an owner, onboarding). */
export function userRegistered(user: User, actor: EventActor | 'self'): DomainEvent {
  return domainEvent(
    'user.registered',
    {
      userId: user.id,
      role: user.role,
      tenantId: user.tenantId,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    { tenantId: user.tenantId, actor: actor === 'self' ? { userId: user.id, role: user.role } : actor },
  );
}

/** `user.disabled`: the user can no longer sign in, and every session of theirs has ended. */
export function userDisabled(user: User, actor: EventActor): DomainEvent {
  return domainEvent(
    'user.disabled',
    { userId: user.id, tenantId: user.tenantId },
    { tenantId: user.tenantId, actor },
  );
}
