import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DiversionIllustration, PortalIllustration, RouteIllustration } from './screen-illustrations';
import { SectionHeading } from './section-heading';

const previews = [
  { Picture: RouteIllustration, caption: 'Drivers see their stops in order and mark each pickup.' },
  { Picture: DiversionIllustration, caption: 'Every bucket weighed: pounds per customer, route and month.' },
  { Picture: PortalIllustration, caption: 'Customers see their next pickup under your name.' },
] as const;

/** Drawings of the product's screens, each with what it shows. */
export function PreviewSection() {
  return (
    <Box component="section" aria-labelledby="previews-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <SectionHeading id="previews-heading" title="See it at work" />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {previews.map(({ Picture, caption }) => (
          <Box component="figure" key={caption} sx={{ m: 0 }}>
            <Picture />
            <Typography component="figcaption" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
              {caption}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
