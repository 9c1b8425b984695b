import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import type { CustomerPlanInterval } from '@pickup/contracts/constants';
import type { ServicePlan } from '@pickup/contracts/schemas';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PlanCard, planCardDetailsIds } from '../../../components/plans/plan-card';
import { StepHeading } from './step-heading';

interface PlanStepProps {
  businessName: string;
  plans: readonly ServicePlan[];
  chosen: CustomerPlanInterval | null;
  onChoose: (plan: CustomerPlanInterval) => void;
  /** The account is being created. */
  isCreating: boolean;
  /** Why the business took no sign-up (403), shown until the next try. */
  refusal: string | null;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: the business's plans, one chosen; continuing creates the account. */
export function PlanStep({
  businessName,
  plans,
  chosen,
  onChoose,
  isCreating,
  refusal,
  onBack,
  onContinue,
}: PlanStepProps) {
  return (
    <Box component="section" aria-labelledby="plan-step-heading">
      <StepHeading
        id="plan-step-heading"
        title="Choose your plan"
        description="Prices are per month, billed to your card."
        focusOnOpen
      />
      {plans.length === 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
          <EmptyState
            headingLevel="h3"
            title="No plans to choose yet"
            description={`Contact ${businessName} to ask about pickups in your area.`}
          />
        </Box>
      ) : (
        <Box
          role="radiogroup"
          aria-labelledby="plan-step-heading"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.length}, 1fr)` },
          }}
        >
          {plans.map((plan) => (
            <PlanOption
              key={plan.id}
              plan={plan}
              selected={plan.id === chosen}
              disabled={isCreating}
              onChoose={() => onChoose(plan.id)}
            />
          ))}
        </Box>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 2.5 }}>
          {refusal}
        </Alert>
      )}
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Button
          variant="outlined"
          size="large"
          startIcon={<ArrowBackIcon />}
          onClick={onBack}
          disabled={isCreating}
        >
          Back
        </Button>
        <Button
          variant="contained"
          size="large"
          disableElevation
          endIcon={isCreating ? undefined : <ArrowForwardIcon />}
          disabled={chosen === null || isCreating}
          onClick={onContinue}
        >
          {isCreating ? 'Creating your account…' : 'Continue to payment'}
        </Button>
      </Box>
    </Box>
  );
}

interface PlanOptionProps {
  plan: ServicePlan;
  selected: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One plan as a card: the whole card chooses it, its radio carries the choice for the keyboard. */
function PlanOption({ plan, selected, disabled, onChoose }: PlanOptionProps) {
  const nameId = `signup-plan-${plan.id}`;
  return (
    <PlanCard
      plan={plan}
      size="compact"
      nameId={nameId}
      nameComponent="h3"
      marker="data-signup-plan"
      chosen={selected}
      onChoose={disabled ? undefined : onChoose}
      leading={
        <Radio
          checked={selected}
          onChange={onChoose}
          disabled={disabled}
          value={plan.id}
          name="planId"
          slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': planCardDetailsIds(nameId) } }}
        />
      }
    />
  );
}
