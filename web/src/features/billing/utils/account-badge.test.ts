import { accountBadge } from './account-badge';

describe('the badge of a connected account', () => {
  it.each([
    [true, true, true, 'Active'],
    [true, true, false, 'Active'],
    [true, false, true, 'Under Review'],
    [false, true, true, 'Under Review'],
    [false, false, true, 'Under Review'],
    [true, false, false, 'Setup Required'],
    [false, false, false, 'Setup Required'],
  ])(
    'charges %s, payouts %s, details submitted %s: %s',
    (chargesEnabled, payoutsEnabled, detailsSubmitted, badge) => {
      expect(accountBadge({ chargesEnabled, payoutsEnabled, detailsSubmitted })).toBe(badge);
    },
  );
});
