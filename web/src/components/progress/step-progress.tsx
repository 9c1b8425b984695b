import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

interface StepProgressProps {
  /** The steps' short names, in order. */
  steps: readonly string[];
  /** The current step, from 1. */
  current: number;
}

/**
 * Where a multi-step flow stands: every step named in a row from 600 px, and "Step n of N" with the
 * current step's name and a bar on a phone, where the row would not fit.
 */
export function StepProgress({ steps, current }: StepProgressProps) {
  const name = steps[current - 1] ?? '';
  return (
    <Box sx={{ mb: { xs: 2.5, md: 4 } }} data-step={current}>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          Step {current} of {steps.length}:{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {name}
          </Box>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(current / steps.length) * 100}
          aria-label={`Step ${current} of ${steps.length}`}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Stepper
        activeStep={current - 1}
        alternativeLabel
        aria-label={`Step ${current} of ${steps.length}`}
        sx={{ display: { xs: 'none', sm: 'flex' } }}
        component="ol"
      >
        {steps.map((step, index) => (
          <Step
            key={step}
            completed={index < current - 1}
            component="li"
            aria-current={index === current - 1 ? 'step' : undefined}
          >
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
