import type { Role } from '@pickup/contracts/constants';
import { homeAfterRegistration, homeAfterSignIn, isSetupUsername } from './home-after-sign-in';

describe('homeAfterSignIn (spec §2 Login)', () => {
  it.each<[Role, string | null, string]>([
    ['platform-admin', null, '/platform-admin'],
    ['platform-admin', 'acme', '/platform-admin'],
    ['owner', 'acme', '/acme/business-analytics'],
    ['customer', 'acme', '/acme/dashboard'],
    ['owner', null, '/'],
    ['customer', null, '/dashboard'],
  ])('%s with business %p goes to %s', (role, business, expected) => {
    expect(homeAfterSignIn(role, business)).toBe(expected);
  });

  it('keeps the business slug safe in the path', () => {
    expect(homeAfterSignIn('customer', 'green-bin')).toBe('/green-bin/dashboard');
  });
});

describe('homeAfterRegistration (spec §2 Registration)', () => {
  it.each<[Role, string | null, string]>([
    ['owner', null, '/business'],
    ['owner', 'acme', '/business'],
    ['customer', null, '/dashboard'],
    ['customer', 'acme', '/acme/dashboard'],
    ['platform-admin', null, '/dashboard'],
  ])('%s of business %s goes to %s', (role, business, expected) => {
    expect(homeAfterRegistration(role, business)).toBe(expected);
  });
});

describe('isSetupUsername', () => {
  it.each([
    ['setup', true],
    [' setup ', true],
    ['Setup', true],
    ['setup1', false],
    ['', false],
  ])('%p → %p', (username, expected) => {
    expect(isSetupUsername(username)).toBe(expected);
  });
});
