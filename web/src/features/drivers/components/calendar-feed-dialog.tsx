import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { DriverView } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useRenewCalendarFeedMutation, useRevokeCalendarFeedMutation } from '../api/drivers-api';
import { feedMessages } from '../utils/feed-messages';
import { syncedAt } from '../utils/labels';

type Asking = 'renew' | 'revoke' | null;

interface CalendarFeedDialogProps {
  /** The driver as the list has them now: a new or revoked link shows once the list refreshes. */
  driver: DriverView;
  onClose: () => void;
}

/**
 * A driver's private calendar feed: the address any calendar app subscribes to, Copy, a New link
 * (the old one stops working) and Revoke, each of the last two asked first, in place.
 */
export function CalendarFeedDialog({ driver, onClose }: CalendarFeedDialogProps) {
  const [renew, renewing] = useRenewCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const { toast } = useToast();
  const busy = renewing.isLoading || revoking.isLoading;
  const url = driver.calendarFeedUrl;

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: feedMessages.copied, message: feedMessages.copiedText, severity: 'success' });
    } catch {
      toast({ title: 'Error', message: feedMessages.copyFailed, severity: 'error' });
    }
  };

  const send = async (which: 'renew' | 'revoke') => {
    const result = await (which === 'renew' ? renew(driver.id) : revoke(driver.id));
    setAsking(null);
    if (result.error) {
      toast(
        failureToast(result.error, which === 'renew' ? feedMessages.renewFailed : feedMessages.revokeFailed),
      );
      return;
    }
    toast(
      which === 'renew'
        ? { title: feedMessages.renewed, message: feedMessages.renewedText, severity: 'success' }
        : { title: feedMessages.revoked, message: feedMessages.revokedText, severity: 'success' },
    );
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="calendar-feed-title"
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle id="calendar-feed-title">Calendar Feed: {driver.name}</DialogTitle>
      <DialogContent>
        {asking ? (
          <DialogContentText>
            {asking === 'renew' ? feedMessages.renewAsk : feedMessages.revokeAsk}
          </DialogContentText>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>
              {driver.name}’s routes for the next eight weeks, as a private address that any calendar app
              (Google Calendar, Apple Calendar, Outlook) can subscribe to. Anyone who has the address can read
              it.
            </DialogContentText>
            <DialogContentText data-feed-sync sx={{ color: 'text.primary', fontWeight: 600 }}>
              {driver.calendarSyncedAt
                ? `Synced: a calendar last read it ${syncedAt(driver.calendarSyncedAt)}`
                : url
                  ? 'Not synced yet: no calendar has read this feed.'
                  : 'Revoked: no calendar can read this driver’s routes.'}
            </DialogContentText>
            {url && (
              <TextField
                label="Feed address"
                name="calendarFeedUrl"
                value={url}
                fullWidth
                multiline
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
                onFocus={(event) => event.target.select()}
                sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' } }}
              />
            )}
            {url && (
              <Box>
                <Button
                  variant="contained"
                  disableElevation
                  startIcon={<CopyIcon />}
                  onClick={() => void copy(url)}
                >
                  Copy Link
                </Button>
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions
        sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        {asking ? (
          <>
            <Button onClick={() => setAsking(null)} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disableElevation
              color={asking === 'revoke' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => void send(asking)}
            >
              {asking === 'renew'
                ? renewing.isLoading
                  ? 'Creating…'
                  : 'Create New Link'
                : revoking.isLoading
                  ? 'Revoking…'
                  : 'Revoke Link'}
            </Button>
          </>
        ) : (
          <>
            {url ? (
              <>
                <Button color="error" onClick={() => setAsking('revoke')} sx={{ mr: 'auto' }}>
                  Revoke
                </Button>
                <Button onClick={() => setAsking('renew')}>New Link</Button>
              </>
            ) : (
              <Button variant="contained" disableElevation disabled={busy} onClick={() => void send('renew')}>
                {renewing.isLoading ? 'Creating…' : 'Create Link'}
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
