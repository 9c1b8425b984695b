import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';

/**
 * The screens built so far, by id. Each feature issue registers its screen component here; a screen
 * without one renders its region empty, inside the right layout, so every route is reachable.
 */
const builtScreens: Partial<Record<ScreenId, ComponentType>> = {};

export function Screen({ id }: { id: ScreenId }) {
  const Built = builtScreens[id];
  return (
    <Box component="section" data-screen={id}>
      {Built && <Built />}
    </Box>
  );
}
