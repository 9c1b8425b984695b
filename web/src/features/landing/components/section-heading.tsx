import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  children?: ReactNode;
}

/** The heading of one part of a public page, centred, with a line under it. */
export function SectionHeading({ id, title, children }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 3, md: 5 } }}>
      <Typography
        id={id}
        component="h2"
        variant="h4"
        sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, mb: 1 }}
      >
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ fontSize: { xs: 16, md: 18 } }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
