import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('uses the business colours', () => {
    const theme = createAppTheme({ primaryColor: '#1e5aa8', secondaryColor: '#aa5500' });
    expect(theme.palette.primary.main).toBe('#1e5aa8');
    expect(theme.palette.secondary.main).toBe('#aa5500');
  });

  it.each(['', '#fff', '1e5aa8', '#1e5aa', '#1e5aa8ff', 'green'])(
    'ignores %p, which is not #RRGGBB',
    (color) => {
      const theme = createAppTheme({ primaryColor: color, secondaryColor: color });
      expect(theme.palette.primary.main).toBe('#3c6650');
      expect(theme.palette.secondary.main).toBe('#2d4d3c');
    },
  );

  it('puts the md breakpoint at the 768 px mobile breakpoint', () => {
    expect(createAppTheme({ primaryColor: '', secondaryColor: '' }).breakpoints.values.md).toBe(768);
  });
});
