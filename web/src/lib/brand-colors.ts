import { darken, getContrastRatio, rgbToHex } from '@mui/material/styles';

/** The contrast WCAG 2.1 AA asks of normal text. */
export const textContrast = 4.5;

/**
 * The darkest light surface the theme's primary colour is read on as text: a selected item of a
 * list or menu (the theme's `action.selected` over white). What reads there reads on white too.
 */
const selectedSurface = '#ebebeb';

/** Black or white, whichever reads better on the colour: the text on a business's own colour. */
export function textOn(color: string): '#000000' | '#ffffff' {
  return getContrastRatio('#ffffff', color) >= getContrastRatio('#000000', color) ? '#ffffff' : '#000000';
}

/**
 * The colour itself when it reads as text on the app's light surfaces, else the lightest shade of
 * it that does. A business may pick any colour; links, tabs and selected items in it stay legible.
 */
export function readableOnLight(color: string): string {
  if (getContrastRatio(color, selectedSurface) >= textContrast) return color;
  for (let step = 1; step <= 20; step++) {
    const shade = darken(color, step * 0.05);
    if (getContrastRatio(shade, selectedSurface) >= textContrast) return rgbToHex(shade);
  }
  return '#000000';
}
