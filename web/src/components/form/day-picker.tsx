import NextIcon from '@mui/icons-material/ChevronRight';
import PreviousIcon from '@mui/icons-material/ChevronLeft';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useBusinessToday, type CalendarDate } from '../../lib/business-day';

interface DayPickerProps {
  day: CalendarDate;
  onChange: (day: CalendarDate) => void;
  /** Previous and next (a day or a week), when the view steps. */
  step?: { previous: string; next: string; by: (day: CalendarDate, direction: 1 | -1) => CalendarDate };
}

/**
 * The day a screen shows: the system's date picker, a Today button (today on the business's clock),
 * and steps back and forth.
 */
export function DayPicker({ day, onChange, step }: DayPickerProps) {
  const today = useBusinessToday();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {step && (
        <IconButton aria-label={step.previous} onClick={() => onChange(step.by(day, -1))}>
          <PreviousIcon />
        </IconButton>
      )}
      <TextField
        label="Date"
        type="date"
        name="date"
        size="small"
        value={day}
        // A cleared or half-typed date keeps the day shown.
        onChange={(event) => event.target.value && onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: 150, sm: 170 } }}
      />
      {step && (
        <IconButton aria-label={step.next} onClick={() => onChange(step.by(day, 1))}>
          <NextIcon />
        </IconButton>
      )}
      <Button variant="outlined" onClick={() => onChange(today())} disabled={day === today()}>
        Today
      </Button>
    </Box>
  );
}
