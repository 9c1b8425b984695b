import { createTheme, type Theme } from '@mui/material/styles';
import { colors, hexColorPattern, ui } from '@pickup/contracts/constants';

export interface ThemeColors {
  primaryColor: string;
  secondaryColor: string;
}

/**
 * The MUI theme of a business. A colour is used only when it is #RRGGBB (the spec's rule for the
 * settings colour field), so a half-typed or malformed value can never break the page.
 * The md breakpoint is the spec's mobile breakpoint: below it, navigation moves into a drawer.
 */
export function createAppTheme({ primaryColor, secondaryColor }: ThemeColors): Theme {
  return createTheme({
    palette: {
      primary: { main: hexColorPattern.test(primaryColor) ? primaryColor : colors.primary },
      secondary: { main: hexColorPattern.test(secondaryColor) ? secondaryColor : colors.secondary },
      background: { default: '#f6f8f7' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: ui.mobileBreakpointPx, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
