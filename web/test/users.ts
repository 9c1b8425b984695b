import type { Role } from '@pickup/contracts/constants';
import type { SessionUser } from '../src/lib/session';

const userIds: Record<Role, string> = {
  customer: '64b0c0ffee00000000000001',
  owner: '64b0c0ffee00000000000002',
  'platform-admin': '64b0c0ffee00000000000003',
  driver: '64b0c0ffee00000000000004',
};

export const testTenantId = '64b0c0ffee000000000000aa';

/** A user as identity's answers carry it: ObjectId ids, as the contract requires; no business for the operator. */
export function userOf(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: userIds[role],
    username: role,
    email: `${role}@example.com`,
    firstName: 'Test',
    lastName: 'User',
    role,
    tenantId: role === 'platform-admin' ? null : testTenantId,
    ...overrides,
  };
}
