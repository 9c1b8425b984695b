import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface QuickTile {
  icon: ReactNode;
  label: string;
  /** A line under the label saying what is there. */
  hint: string;
  /** The screen it leads to; or, without it, what a click opens (a dialog). */
  to?: string;
  onClick?: () => void;
}

const area = {
  width: '100%',
  height: '100%',
  display: 'block',
  textAlign: 'left',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
} as const;

function Tile({ icon, label, hint, to, onClick }: QuickTile) {
  const content = (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.75, height: '100%' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 30 } }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" component="li" data-tile={label} sx={{ height: '100%' }}>
      {to ? (
        <ButtonBase component={Link} to={to} sx={area}>
          {content}
        </ButtonBase>
      ) : (
        <ButtonBase onClick={onClick} sx={area} aria-haspopup="dialog">
          {content}
        </ButtonBase>
      )}
    </Card>
  );
}

/**
 * A screen's quick-action tiles (a dashboard's ways on): a list read by its `label`, two tiles a
 * row on a phone and four on a desktop, each an icon, a name and a line, leading to a screen or
 * opening a dialog.
 */
export function QuickTiles({ tiles, label }: { tiles: readonly QuickTile[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      {tiles.map((tile) => (
        <Tile key={tile.label} {...tile} />
      ))}
    </Box>
  );
}
