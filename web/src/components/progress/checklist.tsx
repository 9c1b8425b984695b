import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PendingIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden as visuallyHiddenText } from '../visually-hidden';

export interface ChecklistItem {
  id: string;
  label: string;
  /** What the item means, or what to do about it while it is open. */
  description?: ReactNode;
  done: boolean;
}

/** The share of items done, as a whole percentage. */
export function checklistPercent(items: readonly ChecklistItem[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.done).length / items.length) * 100);
}

interface ChecklistProps {
  /** Names the list and its progress bar for assistive technology ("Setup progress"). */
  label: string;
  items: readonly ChecklistItem[];
}

/** Items to get done, each ticked or open, under a bar of the share done ("2 of 3 complete, 67%"). */
export function Checklist({ label, items }: ChecklistProps) {
  const done = items.filter((item) => item.done).length;
  const percent = checklistPercent(items);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" data-checklist-count>
          {done} of {items.length} complete
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-checklist-percent>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4, mb: 2.5 }}
      />
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            data-checklist-item={item.id}
            data-done={item.done}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            {item.done ? (
              <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden />
            ) : (
              <PendingIcon sx={{ mt: 0.25, color: 'text.secondary' }} aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.label}
                <Box component="span" sx={visuallyHiddenText}>
                  {item.done ? ' (done)' : ' (to do)'}
                </Box>
              </Typography>
              {item.description && (
                <Typography variant="body2" color="text.secondary">
                  {item.description}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
