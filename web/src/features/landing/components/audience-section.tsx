import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionHeading } from './section-heading';

const audiences = [
  'New curbside compost services signing up their first households',
  'Established haulers moving routes and billing off spreadsheets',
  'Farms and community gardens collecting their neighbours’ food scraps',
] as const;

/** Who the platform is for. */
export function AudienceSection() {
  return (
    <Box
      component="section"
      aria-labelledby="audience-heading"
      sx={{ py: { xs: 5, md: 7 }, px: { xs: 2.5, md: 6 }, borderRadius: 4, bgcolor: 'background.paper' }}
    >
      <SectionHeading id="audience-heading" title="Built for pickup businesses of every size" />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {audiences.map((audience) => (
          <Box component="li" key={audience} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography>{audience}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
