import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The page region below the header where a screen renders. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
