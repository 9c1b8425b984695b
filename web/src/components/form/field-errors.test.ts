import { registerBody } from '@pickup/contracts/schemas';
import { schemaFieldErrors, serverFieldErrors } from './field-errors';

describe('schemaFieldErrors', () => {
  it("keeps the contract's first message of each field the form shows", () => {
    const parsed = registerBody.safeParse({
      email: 'ann',
      password: '',
      firstName: 'Ann',
      lastName: '',
      username: 'ab',
      role: 'customer',
    });
    expect(parsed.success).toBe(false);
    expect(
      schemaFieldErrors(parsed.error?.issues ?? [], ['email', 'password', 'lastName', 'username']),
    ).toEqual({
      email: 'Enter a valid email address',
      password: 'Password is required',
      lastName: 'Last name is required',
      username: 'Username must be at least 3 characters',
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each known field of a 400 answer', () => {
    const error = {
      status: 400,
      message: '400: …',
      data: {
        error: 'Invalid input',
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'email', message: 'Invalid email address' },
          { path: 'email', message: 'second' },
          { path: 'other', message: 'ignored' },
        ],
      },
    };
    expect(serverFieldErrors(error, ['email', 'username'])).toEqual({ email: 'Invalid email address' });
  });

  it('is empty for anything but the standard error body', () => {
    expect(serverFieldErrors(null, ['email'])).toEqual({});
    expect(serverFieldErrors({ status: 0, message: 'x', data: null }, ['email'])).toEqual({});
    const junk = { status: 400, message: 'x', data: { error: 'Invalid input', details: ['junk'] } };
    expect(serverFieldErrors(junk, ['email'])).toEqual({});
  });
});
