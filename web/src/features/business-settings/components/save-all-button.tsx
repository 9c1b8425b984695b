import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSettingsEditor } from '../hooks/use-settings-editor';

/** Save All Changes: sends every edit of every tab at once; says when edits are waiting. */
export function SaveAllButton() {
  const { dirty, saving, save, values } = useSettingsEditor();
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', rowGap: 1, flex: { xs: 1, sm: 'none' } }}
    >
      {/* Always there, so the words are announced when they appear; no room taken while empty. */}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: dirty ? 1.5 : 0 }}>
        {dirty ? 'Unsaved changes' : ''}
      </Typography>
      <Button
        variant="contained"
        disableElevation
        onClick={save}
        disabled={!dirty || saving || values === null}
        sx={{ flex: { xs: 1, sm: 'none' } }}
      >
        {saving ? 'Saving…' : 'Save All Changes'}
      </Button>
    </Box>
  );
}
