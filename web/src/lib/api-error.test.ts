import { errorBodyOf, isApiError, serverMessage } from './api-error';

describe('serverMessage', () => {
  it("uses the server's error text when the body has one", () => {
    const error = { status: 409, message: '409: ...', data: { error: 'Subdomain taken', code: 'CONFLICT' } };
    expect(serverMessage(error, 'Failed to create tenant')).toBe('Subdomain taken');
  });

  it('falls back otherwise', () => {
    expect(serverMessage({ status: 500, message: '500: oops', data: 'oops' }, 'Failed to add driver.')).toBe(
      'Failed to add driver.',
    );
    expect(serverMessage(new Error('x'), 'Fallback')).toBe('Fallback');
    expect(isApiError({ status: 1, message: 'x', data: null })).toBe(true);
  });
});

describe('errorBodyOf', () => {
  const failed = (data: unknown) => ({ status: 400, message: '400: …', data });

  it('reads the standard error body, details included', () => {
    const body = {
      error: 'Invalid input',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'email', message: 'x' }],
    };
    expect(errorBodyOf(failed(body))).toEqual(body);
  });

  it.each([
    ['text', 'Bad Gateway'],
    ['no code', { error: 'Invalid input' }],
    ['a code that is not UPPER_SNAKE', { error: 'Invalid input', code: 'bad code' }],
    ['details that are not {path, message}', { error: 'Invalid input', code: 'X', details: [{ path: 1 }] }],
  ])('is null for %s', (_what, data) => {
    expect(errorBodyOf(failed(data))).toBeNull();
  });
});
