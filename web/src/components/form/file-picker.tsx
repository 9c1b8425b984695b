import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';

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
 * A button that opens the system's file chooser. The file input itself stays out of sight and out of
 * the tab order: the button is the one control a keyboard or a screen reader meets.
 */
export function FilePicker({ label, accept, fileName, disabled = false, onFile }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget;
    const file = chosen.files?.[0];
    // Cleared so that choosing the same file again is a new choice.
    chosen.value = '';
    if (file) onFile(file);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input ref={input} type="file" accept={accept} onChange={choose} disabled={disabled} hidden />
      {fileName && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {fileName}
        </Typography>
      )}
    </Box>
  );
}
