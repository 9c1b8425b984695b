import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface WeekGridDay {
  /** The day's id (its date), for keys and data attributes. */
  key: string;
  /** The column's heading ("Thu, Nov 26"). */
  label: string;
  /** Today's column stands out. */
  isToday?: boolean;
}

interface WeekGridProps {
  /** The days in order: a week is seven. */
  days: readonly WeekGridDay[];
  /** What a day holds: its items and its actions. */
  renderDay: (day: WeekGridDay) => ReactNode;
  /** The days' heading level under the grid's own heading. Default h3. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A week of days side by side: seven columns on a wide screen, a column of days (one a row) on a
 * phone or tablet, where seven would not be readable. Today is outlined in the primary colour.
 */
export function WeekGrid({ days, renderDay, headingLevel = 'h3' }: WeekGridProps) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: `repeat(${days.length}, minmax(0, 1fr))` },
        gap: 1.5,
      }}
    >
      {days.map((day) => (
        <Card
          key={day.key}
          component="li"
          variant="outlined"
          data-day={day.key}
          aria-current={day.isToday ? 'date' : undefined}
          sx={{
            p: 1.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            minHeight: { lg: 220 },
            borderColor: day.isToday ? 'primary.main' : undefined,
            borderWidth: day.isToday ? 2 : 1,
          }}
        >
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 700, fontSize: 15, color: day.isToday ? 'primary.main' : 'text.primary' }}
          >
            {day.label}
            {day.isToday && (
              <Typography component="span" sx={{ fontWeight: 600, fontSize: 13 }}>
                {' '}
                · Today
              </Typography>
            )}
          </Typography>
          {renderDay(day)}
        </Card>
      ))}
    </Box>
  );
}
