import { email, newPassword, required, serverFieldErrors } from './validation';

describe('field rules', () => {
  it('requires a non-blank value', () => {
    expect(required('  ', 'First name')).toBe('First name is required');
    expect(required('Ann', 'First name')).toBeUndefined();
  });

  it('requires a well-formed e-mail', () => {
    expect(email('')).toBe('Email is required');
    expect(email('ann')).toBe('Enter a valid email address');
    expect(email('ann@example')).toBe('Enter a valid email address');
    expect(email(' ann@example.com ')).toBeUndefined();
  });

  it('requires a new password of at least 6 characters', () => {
    expect(newPassword('')).toBe('Password is required');
    expect(newPassword('12345')).toBe('Password must be at least 6 characters');
    expect(newPassword('123456')).toBeUndefined();
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
          'junk',
        ],
      },
    };
    expect(serverFieldErrors(error, ['email', 'username'])).toEqual({ email: 'Invalid email address' });
  });

  it('is empty for anything else', () => {
    expect(serverFieldErrors(null, ['email'])).toEqual({});
    expect(serverFieldErrors({ status: 0, message: 'x', data: null }, ['email'])).toEqual({});
  });
});
