import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../../components/layouts/brand-mark';
import { readableOnLight, textOn } from '../../../lib/brand-colors';

interface BrandPreviewProps {
  businessName: string;
  tagline: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
}

/** How the header and the two colours look with the settings being edited, before they are saved. */
export function BrandPreview({
  businessName,
  tagline,
  logoUrl,
  primaryColor,
  secondaryColor,
}: BrandPreviewProps) {
  return (
    <Box
      data-brand-preview
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2,
          py: 1.5,
          bgcolor: primaryColor,
          color: textOn(primaryColor),
        }}
      >
        <BrandLogo key={logoUrl ?? ''} brand={{ name: businessName, logoUrl }} tone="inverse" />
        <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
          {businessName}
        </Typography>
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {tagline && <Typography color="text.secondary">{tagline}</Typography>}
        <Typography sx={{ color: readableOnLight(primaryColor), fontWeight: 600 }}>
          Links and highlights look like this.
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Swatch name="Primary" color={primaryColor} />
          <Swatch name="Secondary" color={secondaryColor} />
        </Box>
      </Box>
    </Box>
  );
}

function Swatch({ name, color }: { name: string; color: string }) {
  return (
    <Box
      sx={{ bgcolor: color, color: textOn(color), borderRadius: 1.5, px: 1.5, py: 1.25 }}
      data-swatch={name}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {color.toLowerCase()}
      </Typography>
    </Box>
  );
}
