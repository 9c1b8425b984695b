import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';

export interface Brand {
  name: string;
  logoUrl: string | null;
}

interface BrandMarkProps {
  brand: Brand;
  to: string;
  /** 'inverse' sits on the business's colour (the header) in its text colour; 'default' on a light surface. */
  tone?: 'inverse' | 'default';
}

interface BrandLogoProps {
  brand: Brand;
  tone?: 'inverse' | 'default';
  /** Width and height in px. */
  size?: number;
}

/** The business's logo, or the first letter of its name when it has none or the image fails. */
export function BrandLogo({ brand, tone = 'default', size = 36 }: BrandLogoProps) {
  // A logo that fails to load is hidden and the initial shown instead. The flag is per URL
  // (BrandMark keys this component by it), so a new logo gets a fresh chance.
  const [broken, setBroken] = useState(false);
  if (brand.logoUrl && !broken) {
    return (
      <Box
        component="img"
        src={brand.logoUrl}
        alt=""
        onError={() => setBroken(true)}
        sx={{ width: size, height: size, objectFit: 'contain', borderRadius: 1, flexShrink: 0 }}
      />
    );
  }
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.55,
        fontWeight: 700,
        flexShrink: 0,
        bgcolor: tone === 'inverse' ? 'brand.contrastText' : 'primary.main',
        color: tone === 'inverse' ? 'brand.main' : 'primary.contrastText',
      }}
    >
      {brand.name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** The business's logo (or its initial) and name, linking home. */
export function BrandMark({ brand, to, tone = 'default' }: BrandMarkProps) {
  return (
    <Box
      component={Link}
      to={to}
      data-testid="brand"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 0,
        color: tone === 'inverse' ? 'inherit' : 'primary.main',
        textDecoration: 'none',
      }}
    >
      <BrandLogo key={brand.logoUrl ?? ''} brand={brand} tone={tone} />
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, fontSize: { xs: 17, md: 19 } }}>
        {brand.name}
      </Typography>
    </Box>
  );
}
