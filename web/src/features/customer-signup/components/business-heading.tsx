import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/layouts/brand-mark';

interface BusinessHeadingProps {
  business: { businessName: string; logoUrl: string | null };
  /** The screen's one level-one heading. */
  title: string;
  description?: ReactNode;
}

/** The top of a household's screen: the business's logo beside the screen's heading. */
export function BusinessHeading({ business, title, description }: BusinessHeadingProps) {
  const brand = { name: business.businessName, logoUrl: business.logoUrl };
  return (
    <Box component="header" sx={{ mb: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2.5 } }}>
        <Box
          sx={{
            p: 0.75,
            borderRadius: 2.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'flex',
            flexShrink: 0,
          }}
        >
          <BrandLogo key={business.logoUrl ?? ''} brand={brand} size={48} />
        </Box>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 }, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {title}
        </Typography>
      </Box>
      {description && (
        <Typography color="text.secondary" sx={{ mt: { xs: 1.5, sm: 1 }, pl: { sm: '82px' } }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}
