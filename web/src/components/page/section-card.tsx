import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  /** A button or badge at the end of the title's line (wraps under it on a phone). */
  action?: ReactNode;
  /** The title's heading level under the screen's own heading. Default h2. */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** A titled part of a screen in an outlined card (a group of settings, a panel of figures). */
export function SectionCard({ title, description, action, headingLevel = 'h2', children }: SectionCardProps) {
  return (
    <Card variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Card>
  );
}
