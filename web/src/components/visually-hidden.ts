// Lengths are strings: in `sx`, a number up to 1 is read as a fraction of the parent (1 is 100%).
/**
 * Styles (`sx`) of text that assistive technology reads but the screen does not show, such as
 * "(opens in a new tab)" after a link's visible label.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
