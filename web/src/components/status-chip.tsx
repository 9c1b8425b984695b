import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'info' | 'neutral' | 'error';

// Text colours dark enough for 4.5:1 on white (WCAG AA), each with its own hue: the theme's warning
// and info colours are not.
const toneColors: Record<StatusTone, string> = {
  success: '#1b5e20',
  warning: '#8a4600',
  info: '#0b5394',
  neutral: '#555555',
  error: '#b71c1c',
};

/** A state in a few words (Active, Trial, Verified, Pending) as an outlined chip in the tone's colour. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const color = toneColors[tone];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-tone={tone}
      sx={{ color, borderColor: color, fontWeight: 600 }}
    />
  );
}
