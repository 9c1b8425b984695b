import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import MessageIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EmailIcon from '@mui/icons-material/MailOutlined';
import CallIcon from '@mui/icons-material/PhoneOutlined';
import RestoreIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Customer } from '@pickup/contracts/schemas';
import type { MouseEvent, ReactNode } from 'react';
import { StatusChip } from '../../../components/status-chip';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dollars, fullName, planLabels, statusLooks, zoneName } from '../utils/labels';
import { notSignedUpHint } from '../utils/messages';

export type RowAction = 'details' | 'message' | 'archive' | 'restore' | 'delete';

interface CustomerRowProps {
  customer: Customer;
  /** Under the Archived filter a row offers Restore; everywhere else, Archive. */
  archived: boolean;
  onAction: (action: RowAction) => void;
}

/**
 * One customer in the list: who, where and what they pay, and the row's actions. Clicking anywhere
 * but an action opens the details; the name is the button that does so from the keyboard.
 */
export function CustomerRow({ customer, archived, onAction }: CustomerRowProps) {
  const nameId = `customer-${customer.id}`;
  const name = fullName(customer);
  const openDetails = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) return;
    // Selecting an e-mail address to copy it is not a request for the details.
    if (window.getSelection()?.toString()) return;
    onAction('details');
  };
  const where = [customer.address, zoneName(customer.zone)].filter(Boolean).join(' · ');
  const reach = [customer.email, customer.phone].filter(Boolean).join(' · ');

  return (
    <Box
      component="li"
      data-customer={customer.id}
      onClick={openDetails}
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            <ButtonBase
              id={nameId}
              onClick={() => onAction('details')}
              sx={{
                font: 'inherit',
                color: 'primary.main',
                textAlign: 'left',
                borderRadius: 0.5,
                '&:hover, &.Mui-focusVisible': { textDecoration: 'underline' },
                '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
              }}
            >
              {name}
            </ButtonBase>
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {customer.bucketNumber}
          </Typography>
          <StatusChip {...statusLooks[customer.status]} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {reach}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {where}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', sm: 'flex-end' },
          columnGap: 2,
          rowGap: 0.5,
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
        }}
      >
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {dollars(customer.monthlySpend)}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              a month
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {planLabels[customer.subscription]}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flex: { xs: '1 1 100%', sm: '0 0 auto' },
            // The first icon's glyph lines up with the text above it on a phone.
            ml: { xs: -1, sm: 0 },
          }}
        >
          <RowButton label="Email" nameId={nameId} href={`mailto:${customer.email}`}>
            <EmailIcon fontSize="small" />
          </RowButton>
          {customer.phone ? (
            <RowButton label="Call" nameId={nameId} href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
              <CallIcon fontSize="small" />
            </RowButton>
          ) : (
            // Keeps every row's actions in the same columns.
            <Box aria-hidden sx={{ width: 36, flexShrink: 0 }} />
          )}
          <RowButton
            label="Message"
            nameId={nameId}
            unavailable={customer.userId === null ? notSignedUpHint : undefined}
            onClick={() => onAction('message')}
          >
            <MessageIcon fontSize="small" />
          </RowButton>
          {archived ? (
            <RowButton label="Restore" nameId={nameId} onClick={() => onAction('restore')}>
              <RestoreIcon fontSize="small" />
            </RowButton>
          ) : (
            <RowButton label="Archive" nameId={nameId} onClick={() => onAction('archive')}>
              <ArchiveIcon fontSize="small" />
            </RowButton>
          )}
          <RowButton label="Delete" nameId={nameId} danger onClick={() => onAction('delete')}>
            <DeleteIcon fontSize="small" />
          </RowButton>
        </Box>
      </Box>
    </Box>
  );
}

interface RowButtonProps {
  label: string;
  /** The customer's name, which the button's label is read with ("Email, Robin Lee"). */
  nameId: string;
  href?: string;
  onClick?: () => void;
  /** Why the action cannot be taken: the button stays focusable, says why, and does nothing. */
  unavailable?: string;
  danger?: boolean;
  children: ReactNode;
}

function RowButton({ label, nameId, href, onClick, unavailable, danger = false, children }: RowButtonProps) {
  const common = {
    'aria-label': label,
    'aria-describedby': nameId,
    size: 'medium' as const,
    sx: { color: danger ? 'error.main' : 'text.secondary' },
  };
  return (
    <Tooltip title={unavailable ?? label}>
      {href ? (
        <IconButton {...common} href={href}>
          {children}
        </IconButton>
      ) : unavailable ? (
        // aria-disabled rather than disabled: a disabled button takes no focus and shows no tooltip.
        <IconButton
          {...common}
          aria-disabled
          aria-describedby={`${nameId} ${nameId}-${label}`}
          sx={{ color: 'action.disabled', cursor: 'not-allowed' }}
        >
          {children}
          <Box component="span" id={`${nameId}-${label}`} sx={visuallyHidden}>
            {unavailable}
          </Box>
        </IconButton>
      ) : (
        <IconButton {...common} onClick={onClick}>
          {children}
        </IconButton>
      )}
    </Tooltip>
  );
}
