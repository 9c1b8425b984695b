import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useBrand } from '../../../components/layouts/brand-context';
import { BrandLogo } from '../../../components/layouts/brand-mark';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below a divider: the links to the other ways in (Sign in, Register). */
  footer?: ReactNode;
}

/** The card every sign-in and account screen sits in, centred, headed by the business's logo and name. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const brand = useBrand();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 3, md: 5 } }}>
      <Card
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 460,
          borderRadius: 3,
          boxShadow: '0 12px 32px rgba(24, 48, 36, 0.08)',
        }}
      >
        <Box
          sx={{
            px: { xs: 3, sm: 5 },
            pt: { xs: 3.5, sm: 5 },
            pb: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1,
          }}
        >
          <BrandLogo key={brand.logoUrl ?? ''} brand={brand} size={52} />
          <Typography
            variant="overline"
            color="primary"
            data-testid="auth-brand"
            sx={{ fontWeight: 700, letterSpacing: 1.2, lineHeight: 1.6, mt: 0.5 }}
          >
            {brand.name}
          </Typography>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 340 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ px: { xs: 3, sm: 5 }, pt: 2, pb: { xs: 3.5, sm: 5 } }}>{children}</Box>
        {footer && (
          <Box
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'grey.50',
              px: { xs: 3, sm: 5 },
              py: 2.25,
              textAlign: 'center',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {footer}
            </Typography>
          </Box>
        )}
      </Card>
    </Box>
  );
}
