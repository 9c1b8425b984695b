import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('uses the business colours', () => {
    const theme = createAppTheme({ primaryColor: '#1e5aa8', secondaryColor: '#7a3d00' });
    expect(theme.palette.brand.main).toBe('#1e5aa8');
    expect(theme.palette.primary.main).toBe('#1e5aa8');
    expect(theme.palette.secondary.main).toBe('#7a3d00');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
  });

  it.each(['', '#fff', '1e5aa8', '#1e5aa', '#1e5aa8ff', 'green'])(
    'ignores %p, which is not #RRGGBB',
    (color) => {
      const theme = createAppTheme({ primaryColor: color, secondaryColor: color });
      expect(theme.palette.brand.main).toBe('#3c6650');
      expect(theme.palette.primary.main).toBe('#3c6650');
      expect(theme.palette.secondary.main).toBe('#2d4d3c');
    },
  );

  it('keeps a light brand colour in the header with black text, and darkens it for text on white', () => {
    const theme = createAppTheme({ primaryColor: '#ffd54f', secondaryColor: '#ffffff' });
    expect(theme.palette.brand.main).toBe('#ffd54f');
    expect(theme.palette.brand.contrastText).toBe('#000000');
    for (const color of [theme.palette.primary.main, theme.palette.secondary.main]) {
      expect(getContrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(
      getContrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on a dark brand colour', () => {
    expect(createAppTheme({ primaryColor: '#000000', secondaryColor: '' }).palette.brand.contrastText).toBe(
      '#ffffff',
    );
  });

  it('puts the md breakpoint at the 768 px mobile breakpoint', () => {
    expect(createAppTheme({ primaryColor: '', secondaryColor: '' }).breakpoints.values.md).toBe(768);
  });
});
