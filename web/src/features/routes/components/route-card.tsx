import MapIcon from '@mui/icons-material/MapOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Route } from '@pickup/contracts/schemas';
import type { MouseEvent } from 'react';
import { clockLabel } from '../utils/dates';
import { duration, zoneName } from '../utils/labels';
import { RouteStatusChip } from './route-status-chip';

interface RouteCardProps {
  route: Route;
  onOpen: () => void;
  onMap: () => void;
}

/**
 * One route occurrence in the list: name, driver, stops due of all, estimated duration, status and
 * a map button. Clicking anywhere but the map opens the details; the name is that button for the
 * keyboard.
 */
export function RouteCard({ route, onOpen, onMap }: RouteCardProps) {
  const nameId = `route-${route.id}-${route.date}`;
  const open = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) return;
    onOpen();
  };
  const where = [zoneName(route.zone), clockLabel(route.startTime)].filter(Boolean).join(' · ');

  return (
    <Card
      variant="outlined"
      component="li"
      data-route={route.id}
      data-date={route.date}
      onClick={open}
      sx={{
        p: { xs: 2, sm: 2.5 },
        listStyle: 'none',
        cursor: 'pointer',
        display: 'grid',
        gap: 1.25,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
            <ButtonBase
              id={nameId}
              onClick={onOpen}
              sx={{
                font: 'inherit',
                color: 'primary.main',
                textAlign: 'left',
                borderRadius: 0.5,
                overflowWrap: 'anywhere',
                '&:hover, &.Mui-focusVisible': { textDecoration: 'underline' },
                '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
              }}
            >
              {route.name}
            </ButtonBase>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {where}
          </Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<MapIcon />}
          aria-label="View Map"
          aria-describedby={nameId}
          onClick={onMap}
          sx={{ flexShrink: 0 }}
        >
          Map
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1.5 }}
      >
        <Fact term="Driver" value={route.driver || 'No driver'} />
        <Fact term="Stops" value={`${route.dueStopIds.length} / ${route.stops.length}`} />
        <Fact term="Duration" value={duration(route.estimatedTime)} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <RouteStatusChip status={route.status} />
        {route.movedFrom && (
          <Typography variant="body2" color="text.secondary">
            Moved this week
          </Typography>
        )}
      </Box>
      {route.capacityWarning && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: '#8a4600' }}>
          <WarningIcon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {route.capacityWarning}
          </Typography>
        </Box>
      )}
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
