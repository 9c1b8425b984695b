import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ImportIcon from '@mui/icons-material/FileUploadOutlined';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContactList } from '@pickup/contracts/schemas';
import { useContext } from 'react';
import { ListRow, RowAction, RowActions } from '../../../components/data/row-action';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { contactsCount, dayLabel } from '../utils/words';

export type ListAction = 'contacts' | 'manual' | 'import' | 'launch';

/** One contact list: its name, how many contacts it holds, what it is for, and what to do with it. */
export function ContactListRow({
  list,
  onAction,
}: {
  list: ContactList;
  onAction: (action: ListAction) => void;
}) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const nameId = `contact-list-${list.id}`;
  return (
    <ListRow columns="auto" data={{ 'data-contact-list': list.id }}>
      <Box sx={{ minWidth: 0 }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.25, rowGap: 0.25 }}
        >
          <Typography
            id={nameId}
            component="h3"
            sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}
          >
            {list.name}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-contact-count>
            {contactsCount(list.contactCount)}
          </Typography>
        </Box>
        {list.description && (
          <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            {list.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Created {dayLabel(list.createdAt, timeZone)}
        </Typography>
      </Box>
      <RowActions>
        <RowAction
          label="View Contacts"
          nameId={nameId}
          icon={<ViewIcon />}
          onClick={() => onAction('contacts')}
        />
        <RowAction
          label="Add Contacts"
          nameId={nameId}
          icon={<AddIcon />}
          onClick={() => onAction('manual')}
        />
        <RowAction
          label="Import CSV"
          nameId={nameId}
          icon={<ImportIcon />}
          onClick={() => onAction('import')}
        />
        <RowAction
          label="Launch Campaign"
          nameId={nameId}
          icon={<CampaignIcon />}
          onClick={() => onAction('launch')}
        />
      </RowActions>
    </ListRow>
  );
}
