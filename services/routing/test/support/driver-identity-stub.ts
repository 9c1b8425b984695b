import { type CreateDriverLoginBody, identityInternalApi, type PublicUser } from '@pickup/contracts';
import { InternalApiStub } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';

const newId = () => randomBytes(12).toString('hex');

interface StubLogin {
  user: PublicUser;
  password: string;
  disabled: boolean;
}

/** Identity's drivers' logins as identity keeps them: one per e-mail and business. */
export class DriverIdentityStub extends InternalApiStub {
  readonly logins = new Map<string, StubLogin>();

  constructor(secret: string) {
    super(secret);
    this.on(identityInternalApi.createDriver, ({ body }) => {
      const existing = this.loginByEmail(body.email, body.tenantId);
      if (existing) {
        Object.assign(existing, { password: body.password, disabled: false });
        return { status: 200, body: { user: existing.user } };
      }
      return { status: 201, body: { user: this.register(body).user } };
    });
    this.on(identityInternalApi.setPassword, ({ params, body }) => {
      const login = this.logins.get(params.id ?? '');
      if (!login) return { status: 404, body: { error: 'User not found', code: 'NOT_FOUND' } };
      login.password = body.password;
      return { status: 200, body: { user: login.user } };
    });
    this.on(identityInternalApi.disableUser, ({ params }) => {
      const login = this.logins.get(params.id ?? '');
      if (!login) return { status: 404, body: { error: 'User not found', code: 'NOT_FOUND' } };
      login.disabled = true;
      return { status: 200, body: { user: login.user } };
    });
  }

  login(userId: string): StubLogin | undefined {
    return this.logins.get(userId);
  }

  /** Forgets every login and call, and answers again (a test made it fail). */
  reset(): void {
    this.logins.clear();
    this.calls.length = 0;
    this.failWith = null;
  }

  private loginByEmail(email: string, tenantId: string): StubLogin | undefined {
    return [...this.logins.values()].find(({ user }) => user.email === email && user.tenantId === tenantId);
  }

  private register(body: CreateDriverLoginBody): StubLogin {
    const login = {
      user: {
        id: newId(),
        username: body.email.split('@')[0] ?? 'driver',
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: 'driver' as const,
        tenantId: body.tenantId,
      },
      password: body.password,
      disabled: false,
    };
    this.logins.set(login.user.id, login);
    return login;
  }
}
