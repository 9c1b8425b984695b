import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A large outlined icon above the title. */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** What to do about it: a button or two. */
  action?: ReactNode;
  /**
   * The title's heading level, under the screen's own heading. Default h2; h1 when the empty state is
   * the whole screen (a page that does not exist).
   */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** What a list or a screen shows when there is nothing in it yet, and the way to fill it. */
export function EmptyState({ icon, title, description, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 4, md: 6 },
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography
        component={headingLevel}
        variant={headingLevel === 'h1' ? 'h4' : 'h6'}
        sx={{ fontWeight: 700 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
          {description}
        </Typography>
      )}
      {action && (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {action}
        </Box>
      )}
    </Box>
  );
}
