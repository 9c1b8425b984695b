import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { IllustrationFrame } from './illustration-frame';

const smallText = { fontSize: 12, color: 'text.secondary' } as const;

/** The owner's dashboard: the day's pickups, the month's pounds and a route under way. */
export function DashboardIllustration() {
  const tiles = [
    { figure: '128', caption: 'Pickups this week' },
    { figure: '3,460 lbs', caption: 'Diverted this month' },
    { figure: '96%', caption: 'On-time pickups' },
  ];
  return (
    <IllustrationFrame
      label="Illustration: the owner's dashboard with pickups, pounds diverted and a route under way"
      title="Dashboard"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 1.5 }}>
        {tiles.map((tile) => (
          <Box
            key={tile.caption}
            sx={{ p: 1.25, borderRadius: 2, bgcolor: (t) => alpha(t.palette.primary.main, 0.07) }}
          >
            <Box sx={{ fontWeight: 800, fontSize: { xs: 14, sm: 18 }, color: 'primary.main' }}>
              {tile.figure}
            </Box>
            <Box sx={{ ...smallText, fontSize: 11, lineHeight: 1.3 }}>{tile.caption}</Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.25 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
          <Box sx={{ fontWeight: 700, fontSize: 13 }}>North loop route</Box>
          <Box sx={{ ...smallText, color: 'primary.main', fontWeight: 700 }}>In progress</Box>
        </Box>
        <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }}>
          <Box sx={{ width: '64%', height: '100%', bgcolor: 'primary.main' }} />
        </Box>
        <Box sx={{ ...smallText, mt: 0.75 }}>9 of 14 stops collected</Box>
      </Box>
    </IllustrationFrame>
  );
}

/** A driver's route: stops in order, each with its bucket and the state of its pickup. */
export function RouteIllustration() {
  const stops = [
    { street: '14 Harbor St', bucket: 'B-021', done: true },
    { street: '92 Elm Ave', bucket: 'B-007', done: true },
    { street: '3 Mill Rd', bucket: 'B-112', done: false },
    { street: '58 Pine Ct', bucket: 'B-064', done: false },
  ];
  return (
    <IllustrationFrame
      label="Illustration: a route with its stops in order and the pickups collected"
      title="Routes"
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        {stops.map((stop, index) => (
          <Box key={stop.street} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Box
              sx={{
                width: 22,
                height: 22,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 11,
                fontWeight: 700,
                flexShrink: 0,
                bgcolor: stop.done ? 'primary.main' : 'grey.200',
                color: stop.done ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ fontSize: 13, fontWeight: 600 }}>{stop.street}</Box>
              <Box sx={smallText}>Bucket {stop.bucket}</Box>
            </Box>
            <Box sx={{ ...smallText, fontWeight: 700, color: stop.done ? 'primary.main' : 'text.secondary' }}>
              {stop.done ? 'Collected' : 'Next'}
            </Box>
          </Box>
        ))}
      </Box>
    </IllustrationFrame>
  );
}

/** Weights: pounds collected per month, and the share kept out of landfill. */
export function DiversionIllustration() {
  const months = [52, 61, 58, 70, 78, 86];
  return (
    <IllustrationFrame
      label="Illustration: pounds of food scraps collected each month"
      title="Weight tracking"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Box sx={{ fontWeight: 800, fontSize: 20, color: 'primary.main' }}>3,460 lbs</Box>
        <Box sx={smallText}>kept out of landfill</Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 96 }}>
        {months.map((height, index) => (
          <Box
            key={index}
            sx={{
              flex: 1,
              height: `${height}%`,
              borderRadius: '4px 4px 0 0',
              bgcolor: (t) => alpha(t.palette.primary.main, index === months.length - 1 ? 1 : 0.35),
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.75 }}>
        {['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((month) => (
          <Box key={month} sx={{ ...smallText, flex: 1, textAlign: 'center', fontSize: 11 }}>
            {month}
          </Box>
        ))}
      </Box>
    </IllustrationFrame>
  );
}

/** The customer's side, in the business's own name: the next pickup and a reminder. */
export function PortalIllustration() {
  return (
    <IllustrationFrame
      label="Illustration: a customer's page under the business's own name, with the next pickup and a reminder"
      title="yourbusiness.pickup.app"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box
          sx={{
            width: 26,
            height: 26,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: 13,
          }}
        >
          Y
        </Box>
        <Box sx={{ fontWeight: 700, fontSize: 14 }}>Your Business</Box>
      </Box>
      <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: (t) => alpha(t.palette.primary.main, 0.07), mb: 1 }}>
        <Box sx={smallText}>Next pickup</Box>
        <Box sx={{ fontWeight: 700, fontSize: 14 }}>Friday, 2:00 PM – 5:00 PM</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box
          sx={{
            px: 1.25,
            py: 0.75,
            borderRadius: '12px 12px 12px 4px',
            bgcolor: 'grey.100',
            fontSize: 12,
          }}
        >
          Don&apos;t forget to put your buckets out for pickup!
        </Box>
      </Box>
    </IllustrationFrame>
  );
}
