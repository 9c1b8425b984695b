import { createTheme, type PaletteColorOptions, type Theme } from '@mui/material/styles';
import { colors, hexColorPattern, ui } from '@pickup/contracts/constants';
import { readableOnLight, textOn } from '../lib/brand-colors';

declare module '@mui/material/styles' {
  interface Palette {
    /** The business's primary colour exactly as chosen, for the surfaces that show it: the header. */
    brand: Palette['primary'];
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary'];
  }
}

export interface ThemeColors {
  primaryColor: string;
  secondaryColor: string;
}

function textSafe(color: string): PaletteColorOptions {
  const main = readableOnLight(color);
  return { main, contrastText: textOn(main) };
}

/**
 * The MUI theme of a business. A colour is used only when it is #RRGGBB (the spec's rule for the
 * settings colour field), so a half-typed or malformed value can never break the page. Whatever
 * colour a business picks stays readable: the header shows it as chosen with black or white text by
 * contrast, and primary and secondary, which also colour text on white (links, tabs, selected
 * items), are darkened where needed to reach 4.5:1.
 * The md breakpoint is the spec's mobile breakpoint: below it, navigation moves into a drawer.
 */
export function createAppTheme({ primaryColor, secondaryColor }: ThemeColors): Theme {
  const primary = hexColorPattern.test(primaryColor) ? primaryColor : colors.primary;
  const secondary = hexColorPattern.test(secondaryColor) ? secondaryColor : colors.secondary;
  return createTheme({
    palette: {
      brand: { main: primary, contrastText: textOn(primary) },
      primary: textSafe(primary),
      secondary: textSafe(secondary),
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
