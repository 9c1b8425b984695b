import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The screen's one level-one heading. */
  title: string;
  /** A line under the title saying what the screen is for. */
  description?: ReactNode;
  /** Buttons of the whole screen (Add, Save, Back): right of the title from 600 px, under it below. */
  actions?: ReactNode;
}

/** The top of a screen: its level-one heading, a description and the screen's own actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2.5, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 32 } }}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            {description}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>{actions}</Box>}
    </Box>
  );
}
