import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routingMessages } from '@pickup/contracts/constants';
import type { NextPickup } from '@pickup/contracts/schemas';
import { useState, type ReactNode } from 'react';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { useBrand } from '../../../components/layouts/brand-context';
import { longDay } from '../../../lib/calendar-day-labels';

interface OnboardingDialogProps {
  /** The household's real next pickup, when routing has answered. */
  nextPickup: NextPickup | undefined;
  /** Finished or closed: either way it is not shown again. */
  onDone: () => void;
}

function Points({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {children}
    </Box>
  );
}

function PickupStep({ pickup }: { pickup: NextPickup | undefined }) {
  if (!pickup?.scheduled || !pickup.date) {
    return (
      <Typography>
        {routingMessages.noPickupScheduled}: the business is adding your address to one of its routes. Your
        pickup day shows on the dashboard as soon as it does.
      </Typography>
    );
  }
  return (
    <>
      <Typography>Your next pickup:</Typography>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-onboarding-pickup>
        <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{longDay(pickup.date)}</Typography>
        <Typography>{pickup.timeWindow ?? pickup.time}</Typography>
        {pickup.routeName && <Typography color="text.secondary">{pickup.routeName}</Typography>}
      </Box>
      <Points>
        <li>Put your bucket at the curb by 7 AM on pickup day.</li>
        <li>Skip a pickup, pause your service or change your address from Schedule.</li>
      </Points>
    </>
  );
}

const stepTitles = ['Welcome', 'Quick Order', 'Your Pickup Schedule'] as const;

/**
 * The 3-step onboarding (customer spec §2): welcome, quick-order tips and the household's real
 * pickup schedule. Finish or Close ends it for good.
 */
export function OnboardingDialog({ nextPickup, onDone }: OnboardingDialogProps) {
  const brand = useBrand();
  const [step, setStep] = useState(0);
  const last = step === stepTitles.length - 1;
  return (
    <InfoDialog
      title={
        <Box component="span" sx={{ display: 'grid' }}>
          <Typography component="span" variant="body2" color="text.secondary">
            Step {step + 1} of {stepTitles.length}
          </Typography>
          <span>{step === 0 ? `Welcome to ${brand.name}!` : stepTitles[step]}</span>
        </Box>
      }
      onClose={onDone}
      actions={
        <>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>Back</Button>}
          {last ? (
            <Button variant="contained" disableElevation onClick={onDone}>
              Finish
            </Button>
          ) : (
            <Button variant="contained" disableElevation onClick={() => setStep(step + 1)}>
              Next
            </Button>
          )}
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }} data-onboarding-step={step + 1}>
        {step === 0 && (
          <>
            <Typography>Everything about your compost pickup is on this dashboard:</Typography>
            <Points>
              <li>When your next pickup comes, refreshed through the day.</li>
              <li>Extras to order, your recent orders and your plan.</li>
              <li>Your messages with the team and the weight you have kept out of the landfill.</li>
            </Points>
          </>
        )}
        {step === 1 && (
          <Points>
            <li>Type what you are after in Quick Order (eggs, compost, bags) and choose View Details.</li>
            <li>Add it to your cart and check out: extras ride along with your next pickup.</li>
            <li>Popular Items lists what you order most, for a one-tap reorder.</li>
          </Points>
        )}
        {step === 2 && <PickupStep pickup={nextPickup} />}
      </Box>
    </InfoDialog>
  );
}
