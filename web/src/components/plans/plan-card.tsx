import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { mostPopularLabel } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { ReactNode } from 'react';

/** What a plan card shows: a business's pickup plan as it comes, or a platform plan mapped to it. */
export interface PlanCardPlan {
  id: string;
  name: string;
  /** Dollars per month. */
  price: number;
  description?: string;
  /** What the plan includes, one line each. */
  features: readonly string[];
  popular: boolean;
}

/**
 * How much room the card takes: `large` for the platform's plans, `medium` for a business's page,
 * `compact` where the household chooses among several (sign-up, Manage Billing).
 */
export type PlanCardSize = 'large' | 'medium' | 'compact';

const sizes = {
  large: { padding: 3, gap: 2, priceSize: 34, iconOffset: 0, featuresOffset: 0, actionOffset: 0 },
  medium: { padding: 3, gap: 1.5, priceSize: 30, iconOffset: 0.25, featuresOffset: 0, actionOffset: 0 },
  compact: { padding: 2.5, gap: 1, priceSize: 28, iconOffset: 0.25, featuresOffset: 0.5, actionOffset: 1.5 },
} as const;

/** The element a card is marked with, for its screen's tests and specs to find it by plan. */
export type PlanCardMarker = 'data-plan' | 'data-service-plan' | 'data-signup-plan';

interface PlanCardProps {
  plan: PlanCardPlan;
  size: PlanCardSize;
  /** The name's id: the card's controls are labelled or described by it. */
  nameId: string;
  /** The heading level the card's name takes in its page. */
  nameComponent: 'h2' | 'h3';
  marker: PlanCardMarker;
  /** `li` when the card is itself an item of its screen's list. */
  component?: 'div' | 'li';
  /** Outlined in the primary colour: the recommended plan, the household's, or the chosen one. */
  highlighted?: boolean;
  /** The household's choice among the cards: outlined and tinted. */
  chosen?: boolean;
  /** Makes the whole card choose its plan. */
  onChoose?: () => void;
  /** Before the name: the sign-up's radio. */
  leading?: ReactNode;
  /** Under what the plan includes: the screen's button or link. */
  action?: ReactNode;
}

/** The ids of a card's price, description and features, for a control to be described by. */
export function planCardDetailsIds(nameId: string): string {
  return [`${nameId}-price`, `${nameId}-description`, `${nameId}-features`].join(' ');
}

/**
 * One plan: its name, "Most Popular" on the recommended one, its price a month, its description
 * and what it includes, with the control its screen gives.
 */
export function PlanCard({
  plan,
  size,
  nameId,
  nameComponent,
  marker,
  component = 'div',
  highlighted = false,
  chosen = false,
  onChoose,
  leading,
  action,
}: PlanCardProps) {
  const room = sizes[size];
  return (
    <Box
      component={component}
      {...{ [marker]: plan.id }}
      onClick={onChoose}
      sx={{
        height: '100%',
        p: room.padding,
        borderRadius: 3,
        // A compact card keeps its width of border either way, so highlighting one never moves its content.
        border: highlighted || chosen || size === 'compact' ? 2 : 1,
        borderColor: highlighted || chosen ? 'primary.main' : 'divider',
        bgcolor: chosen ? 'action.hover' : 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: room.gap,
        ...(onChoose && { cursor: 'pointer', '&:hover': { borderColor: 'primary.main' } }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: leading ? 0.5 : 1,
          // The radio's own padding would push the name in from the card's edge.
          ...(leading && { ml: -1, mt: -1 }),
        }}
      >
        {leading}
        <Typography id={nameId} component={nameComponent} variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {plan.name}
        </Typography>
        {plan.popular && <Chip label={mostPopularLabel} color="primary" size="small" />}
      </Box>
      <Typography id={`${nameId}-price`}>
        <Box component="span" data-plan-price sx={{ fontSize: room.priceSize, fontWeight: 800 }}>
          {formatUsd(toCents(plan.price))}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          / month
        </Box>
      </Typography>
      {plan.description && (
        <Typography id={`${nameId}-description`} color="text.secondary">
          {plan.description}
        </Typography>
      )}
      <Box
        component="ul"
        id={`${nameId}-features`}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: room.featuresOffset, display: 'grid', gap: 1 }}
      >
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: room.iconOffset }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Box>
      {action && (
        // At the foot of the card, level with its neighbours' in a row of cards of unequal length.
        <Box sx={{ mt: 'auto', pt: room.actionOffset, display: 'flex', flexDirection: 'column' }}>
          {action}
        </Box>
      )}
    </Box>
  );
}
