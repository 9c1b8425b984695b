import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HouseholdWeightEntry } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { SectionCard } from '../../../components/page/section-card';
import { newestFirst } from '../utils/entries';
import { contaminationNote, lbs, pickupDay } from '../utils/figures';

/** How many pickups show before Show More. */
const firstShown = 8;

/** The household's last weighed pickups, newest first, each with what was found in it if anything. */
export function RecentPickups({ entries }: { entries: readonly HouseholdWeightEntry[] }) {
  const [all, setAll] = useState(false);
  const sorted = newestFirst(entries);
  const shown = all ? sorted : sorted.slice(0, firstShown);
  return (
    <SectionCard title="Recent Pickups" description="Each weighed pickup of your bucket.">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-entry={entry.id}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography>{pickupDay(entry.pickupDate)}</Typography>
              <Typography sx={{ fontWeight: 700, flexShrink: 0 }} data-entry-weight>
                {lbs(entry.weight)}
              </Typography>
            </Box>
            {entry.contamination.length > 0 && (
              <Box
                sx={{ display: 'flex', gap: 1, mt: 0.75, color: 'text.secondary', alignItems: 'flex-start' }}
                data-contamination
              >
                <InfoIcon aria-hidden fontSize="small" sx={{ mt: '2px' }} />
                <Typography variant="body2">{contaminationNote(entry.contamination)}</Typography>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {sorted.length > firstShown && (
        <Button onClick={() => setAll((shownAll) => !shownAll)} sx={{ mt: 1.5 }}>
          {all ? 'Show Fewer' : `Show ${sorted.length - firstShown} More`}
        </Button>
      )}
    </SectionCard>
  );
}
