import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SettingSwitchProps {
  name: string;
  label: string;
  /** What it does, under the label. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What shows under it while it is on (a time, a choice). */
  children?: ReactNode;
}

/** A setting that is on or off, with what it does and, while on, its own details beneath it. */
export function SettingSwitch({ name, label, description, checked, onChange, children }: SettingSwitchProps) {
  const descriptionId = description ? `${name}-description` : undefined;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={<Typography sx={{ fontWeight: 600 }}>{label}</Typography>}
      />
      {description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 6.5 } }}>
          {description}
        </Typography>
      )}
      {checked && children && <Box sx={{ pl: { xs: 0, sm: 6.5 }, pt: 1.5 }}>{children}</Box>}
    </Box>
  );
}
