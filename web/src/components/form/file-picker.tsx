import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from '../visually-hidden';

interface FilePickerProps {
  /** The button's words ("Choose CSV file"). */
  label: string;
  /** The input's `accept`: extensions and media types (".csv,text/csv"). */
  accept: string;
  /** The name of the file chosen, shown beside the button. */
  fileName?: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * A button that opens the system's file chooser. The real file input sits inside it, hidden from
 * view but not from the keyboard: tabbing reaches it and the button shows its focus ring.
 */
export function FilePicker({ label, accept, fileName, disabled = false, onFile }: FilePickerProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again is a new choice.
    input.value = '';
    if (file) onFile(file);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled}
        sx={{
          '&:focus-within': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {label}
        <Box
          component="input"
          type="file"
          accept={accept}
          onChange={choose}
          disabled={disabled}
          sx={visuallyHidden}
        />
      </Button>
      {fileName && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {fileName}
        </Typography>
      )}
    </Box>
  );
}
