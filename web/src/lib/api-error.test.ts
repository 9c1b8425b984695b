import { isApiError, serverMessage } from './api-error';

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
