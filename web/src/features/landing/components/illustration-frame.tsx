import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface IllustrationFrameProps {
  /** What the picture shows, read by assistive technology in place of its drawn parts. */
  label: string;
  /** The drawn window's title bar. */
  title: string;
  children: ReactNode;
}

/**
 * A small drawing of one of the product's screens in a browser-like window. It is a picture: assistive
 * technology reads its label, not the drawn figures inside.
 */
export function IllustrationFrame({ label, title, children }: IllustrationFrameProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        boxShadow: '0 18px 40px rgba(24, 48, 36, 0.12)',
        overflow: 'hidden',
        userSelect: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        {['#e0e4e2', '#e0e4e2', '#e0e4e2'].map((color, index) => (
          <Box key={index} sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: color }} />
        ))}
        <Box component="span" sx={{ ml: 1, fontSize: 12, color: 'text.secondary', fontWeight: 600 }}>
          {title}
        </Box>
      </Box>
      <Box aria-hidden sx={{ p: 2 }}>
        {children}
      </Box>
    </Box>
  );
}
