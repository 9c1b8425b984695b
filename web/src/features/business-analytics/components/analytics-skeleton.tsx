import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../components/visually-hidden';

const columns = { display: 'grid', gap: { xs: 2.5, md: 3 } } as const;

function CardSkeleton({ chart = false, lines = 3 }: { chart?: boolean; lines?: number }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: 22 }} />
      <Skeleton variant="text" width="70%" />
      {chart ? (
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      ) : (
        Array.from({ length: lines }, (_, line) => <Skeleton key={line} variant="text" sx={{ mt: 1 }} />)
      )}
    </Card>
  );
}

/** The screen's shape while its figures load: the cards where they will be, in grey. */
export function AnalyticsSkeleton() {
  return (
    <Box
      role="status"
      sx={{
        ...columns,
        '@media (prefers-reduced-motion: reduce)': { '& .MuiSkeleton-root': { animation: 'none' } },
      }}
      data-analytics-loading
    >
      <Box component="span" sx={visuallyHidden}>
        Loading the analytics
      </Box>
      <Box sx={{ ...columns, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
        <CardSkeleton chart />
        <CardSkeleton />
      </Box>
      <Box
        sx={{ ...columns, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <CardSkeleton lines={4} />
        <CardSkeleton lines={4} />
        <CardSkeleton lines={4} />
      </Box>
      <CardSkeleton chart />
    </Box>
  );
}
