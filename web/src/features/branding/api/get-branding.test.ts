import { brandingFrom, defaultBranding } from './get-branding';

describe('brandingFrom', () => {
  it('keeps valid fields', () => {
    expect(
      brandingFrom({
        businessName: ' Maple ',
        logoUrl: '/l.png',
        primaryColor: '#112233',
        secondaryColor: '#AABBCC',
        timeZone: 'America/Denver',
      }),
    ).toEqual({
      businessName: 'Maple',
      logoUrl: '/l.png',
      primaryColor: '#112233',
      secondaryColor: '#AABBCC',
      timeZone: 'America/Denver',
    });
  });

  it('uses the defaults (#3c6650 / #2d4d3c and the default brand name) for anything missing or malformed', () => {
    expect(defaultBranding).toEqual({
      businessName: 'Compost Pickup',
      logoUrl: null,
      primaryColor: '#3c6650',
      secondaryColor: '#2d4d3c',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(brandingFrom(null)).toEqual(defaultBranding);
    expect(brandingFrom('oops')).toEqual(defaultBranding);
    expect(
      brandingFrom({
        businessName: '  ',
        logoUrl: '',
        primaryColor: 'red',
        secondaryColor: '#12345',
        timeZone: 'Mars/Olympus_Mons',
      }),
    ).toEqual(defaultBranding);
  });
});
