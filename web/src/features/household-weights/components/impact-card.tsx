import CopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { HouseholdWeights } from '@pickup/contracts/schemas';
import { useBrand } from '../../../components/layouts/brand-context';
import { BrandLogo } from '../../../components/layouts/brand-mark';
import { useShareImpact } from '../hooks/use-share-impact';
import { gallons, lbs, longMonth, pickups } from '../utils/figures';
import { impactShareText } from '../utils/impact-share';

const card = '[data-impact-card]';

// Printing (Print / Save as PDF) keeps the impact card alone on the page: every element that is
// neither the card, inside it, nor one of its ancestors is left out. A plain style element, so the
// screen needs no more of MUI than it has.
const printOnlyTheCard = `@media print {
  body *:not(${card}):not(${card} *):not(:has(${card})) { display: none !important; }
  body *:has(${card}) { display: block !important; padding: 0 !important; margin: 0 !important; }
  body { background: #fff !important; }
  ${card} { print-color-adjust: exact; -webkit-print-color-adjust: exact; break-inside: avoid; }
}`;

/**
 * A card of the household's lifetime figures under the business's name and logo, to print, save
 * as a PDF or share.
 */
export function ImpactCard({ weights }: { weights: HouseholdWeights }) {
  const brand = useBrand();
  const { viaShareSheet, share } = useShareImpact(impactShareText(brand.name, weights));
  return (
    <Box component="section" aria-labelledby="impact-card-title">
      <style>{printOnlyTheCard}</style>
      <Card
        variant="outlined"
        data-impact-card
        sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 6, borderTopColor: 'brand.main', maxWidth: 640, mx: 'auto' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2.5 }}>
          <BrandLogo brand={brand} key={brand.logoUrl ?? ''} />
          <Typography sx={{ fontWeight: 700, fontSize: 18, minWidth: 0 }} noWrap>
            {brand.name}
          </Typography>
        </Box>
        <Typography id="impact-card-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Our Compost Impact
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: 40, sm: 52 },
            fontWeight: 800,
            lineHeight: 1.15,
            mt: 1.5,
            color: 'primary.main',
          }}
        >
          {lbs(weights.lifetimeLbs)}
        </Typography>
        <Typography color="text.secondary">
          of food scraps kept out of the landfill
          {weights.since ? ` since ${longMonth(weights.since)}` : ''}, in {pickups(weights.lifetimeEntries)}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
            m: 0,
            mt: 3,
            '& dd': { m: 0, fontSize: 24, fontWeight: 700 },
            '& dt': { color: 'text.secondary', fontSize: 14 },
          }}
        >
          <Box>
            <dt>Greenhouse gas avoided</dt>
            <dd>{lbs(weights.co2eAvoidedLbs)} CO2e</dd>
          </Box>
          <Box>
            <dt>As much CO2 as burning</dt>
            <dd>{gallons(weights.gasolineGallons)} of gasoline</dd>
          </Box>
        </Box>
      </Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 2 }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print / Save as PDF
        </Button>
        <Button
          variant="contained"
          disableElevation
          startIcon={viaShareSheet ? <ShareIcon /> : <CopyIcon />}
          onClick={() => void share()}
        >
          {viaShareSheet ? 'Share' : 'Copy to Clipboard'}
        </Button>
      </Box>
    </Box>
  );
}
