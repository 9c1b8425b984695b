import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { mostPopularLabel, type CustomerPlanInterval } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { ServicePlan } from '@pickup/contracts/schemas';
import { EmptyState } from '../../../components/feedback/empty-state';
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
  const detailsId = `signup-plan-${plan.id}-details`;
  return (
    <Box
      data-signup-plan={plan.id}
      onClick={disabled ? undefined : onChoose}
      sx={{
        p: 2.5,
        borderRadius: 3,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.hover' : 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: -1, mt: -1 }}>
        <Radio
          checked={selected}
          onChange={onChoose}
          disabled={disabled}
          value={plan.id}
          name="planId"
          slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId } }}
        />
        <Typography id={nameId} component="h3" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {plan.name}
        </Typography>
        {plan.popular && <Chip label={mostPopularLabel} color="primary" size="small" />}
      </Box>
      <Box id={detailsId}>
        <Typography>
          <Box component="span" sx={{ fontSize: 28, fontWeight: 800 }}>
            {formatUsd(toCents(plan.price))}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            / month
          </Box>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {plan.description}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {plan.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
