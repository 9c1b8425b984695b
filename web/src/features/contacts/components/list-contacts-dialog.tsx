import ImportIcon from '@mui/icons-material/FileUploadOutlined';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Contact, ContactList } from '@pickup/contracts/schemas';
import { useContext } from 'react';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { PagedList, useListState } from '../../../components/data/paged-list';
import { StatusChip } from '../../../components/status-chip';
import { BusinessTimeZoneContext } from '../../../lib/business-day';
import { useListContactsQuery } from '../api/contacts-api';
import { contactStatusLooks, contactsCount, dayLabel, sourceLabels } from '../utils/words';

interface ListContactsDialogProps {
  list: ContactList;
  /** Opens adding by hand or importing into this list, in place of this dialog. */
  onAdd: (kind: 'manual' | 'import') => void;
  onClose: () => void;
}

/** A list's contacts, newest first, a page at a time and searched by e-mail or name. */
export function ListContactsDialog({ list, onAdd, onClose }: ListContactsDialogProps) {
  const state = useListState('all');
  const contacts = useListContactsQuery(
    { listId: list.id, page: state.page, search: state.search },
    { refetchOnMountOrArgChange: true },
  );
  const data = contacts.currentData;
  return (
    <InfoDialog
      title={
        <>
          {list.name}
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
            {contactsCount(list.contactCount)}
          </Typography>
        </>
      }
      maxWidth="md"
      onClose={onClose}
      actions={
        <>
          <Button startIcon={<AddIcon />} onClick={() => onAdd('manual')}>
            Add Contacts
          </Button>
          <Button startIcon={<ImportIcon />} onClick={() => onAdd('import')}>
            Import CSV
          </Button>
        </>
      }
    >
      {/* Room above the search box for its label, which the dialog's scrolling content would cut. */}
      <Box sx={{ pt: 1 }}>
        <PagedList
          label="Contacts"
          search={{ label: 'Search by email or name', onSearch: state.setSearch }}
          page={state.page}
          totalPages={data?.pagination.totalPages ?? 0}
          onPage={state.setPage}
          isLoading={!data && !contacts.isError}
          error={contacts.isError ? 'The contacts could not load' : null}
          onRetry={() => void contacts.refetch()}
          empty={
            data && data.contacts.length === 0
              ? state.search
                ? { title: 'No matching contacts', description: 'Try another email or name.' }
                : {
                    title: 'No contacts in this list yet',
                    description: 'Add them by hand, or import them from a CSV file.',
                  }
              : null
          }
        >
          {data?.contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </PagedList>
      </Box>
    </InfoDialog>
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const timeZone = useContext(BusinessTimeZoneContext);
  const look = contactStatusLooks[contact.status];
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const facts = [name, contact.phone].filter(Boolean);
  return (
    <Box
      component="li"
      data-contact={contact.id}
      sx={{ px: { xs: 2, sm: 3 }, py: 1.5, display: 'grid', gap: 0.25 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, overflowWrap: 'anywhere' }}>
          {contact.email}
        </Typography>
        <StatusChip label={look.label} tone={look.tone} />
      </Box>
      {facts.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {sourceLabels[contact.source]} {dayLabel(contact.createdAt, timeZone)}
      </Typography>
    </Box>
  );
}
