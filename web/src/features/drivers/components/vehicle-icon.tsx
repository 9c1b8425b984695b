import VanIcon from '@mui/icons-material/AirportShuttle';
import DefaultVehicleIcon from '@mui/icons-material/Commute';
import CarIcon from '@mui/icons-material/DirectionsCar';
import TruckIcon from '@mui/icons-material/LocalShipping';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';

const icons: Record<string, SvgIconComponent> = { truck: TruckIcon, van: VanIcon, car: CarIcon };

/** The driver's vehicle as the spec draws it: a truck, a van, a car, otherwise a default. */
export function VehicleIcon({ type }: { type: string }) {
  const Icon = icons[type] ?? DefaultVehicleIcon;
  return (
    <Box
      aria-hidden
      data-vehicle-icon={icons[type] ? type : 'default'}
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: 'action.hover',
      }}
    >
      <Icon />
    </Box>
  );
}
