import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ListsIcon from '@mui/icons-material/ContactMailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { useContactListsQuery } from '../api/contacts-api';
import { CampaignsPanel } from './campaigns-panel';
import { ContactListRow, type ListAction } from './contact-list-row';

// Each dialog loads when it first opens: the create form brings zod and the contract's schemas, the
// two imports bring the CSV parser.
const CreateListDialog = lazy(() =>
  import('./create-list-dialog').then((m) => ({ default: m.CreateListDialog })),
);
const ListContactsDialog = lazy(() =>
  import('./list-contacts-dialog').then((m) => ({ default: m.ListContactsDialog })),
);
const AddContactsDialog = lazy(() =>
  import('./add-contacts-dialog').then((m) => ({ default: m.AddContactsDialog })),
);
const ImportCsvDialog = lazy(() =>
  import('./import-csv-dialog').then((m) => ({ default: m.ImportCsvDialog })),
);
const LaunchCampaignDialog = lazy(() =>
  import('./launch-campaign-dialog').then((m) => ({ default: m.LaunchCampaignDialog })),
);

/** The dialog open: a new list, an action on a list (named by id), or the campaign (for a list or all). */
type Dialog =
  | { kind: 'create' }
  | { kind: Exclude<ListAction, 'launch'>; listId: string }
  | { kind: 'launch'; listId: string | null };

const listsHeadingId = 'contacts-lists';

/**
 * Contact import and launch campaign (/contacts, business spec §2.15): the contact lists with their
 * counts, each opened to its contacts, filled by hand or from a CSV file; and the launch campaign,
 * to a list or every list, followed until it has been sent.
 */
export function ContactsScreen() {
  const lists = useContactListsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const create = () => setDialog({ kind: 'create' });
  const data = lists.data;
  const chosen =
    dialog && 'listId' in dialog ? data?.lists.find((list) => list.id === dialog.listId) : undefined;

  return (
    <>
      <PageHeader
        title="Contacts"
        description="The people you want to tell about your service, in lists you fill by hand or from a CSV file, and the launch e-mail that invites them to sign up online."
        actions={
          <>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={create}>
              Create List
            </Button>
            <Button
              variant="contained"
              disableElevation
              startIcon={<CampaignIcon />}
              // The campaign is for the lists: chosen among them once they have loaded.
              disabled={!data}
              onClick={() => setDialog({ kind: 'launch', listId: null })}
            >
              Create Launch Campaign
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        <Box component="section" aria-labelledby={listsHeadingId}>
          <Typography id={listsHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.25 }}>
            Contact Lists
          </Typography>
          {data ? (
            <Card variant="outlined">
              {data.lists.length === 0 ? (
                <EmptyState
                  icon={<ListsIcon />}
                  headingLevel="h3"
                  title="No contact lists yet"
                  description="A list gathers people who may want your pickups: neighbours, a market sign-up sheet, an old spreadsheet of customers. Add them by hand or import a CSV file, then send the launch campaign: an e-mail inviting them to sign up online."
                  action={
                    <Button variant="contained" disableElevation startIcon={<AddIcon />} onClick={create}>
                      Create List
                    </Button>
                  }
                />
              ) : (
                <Box
                  component="ul"
                  aria-labelledby={listsHeadingId}
                  sx={{
                    m: 0,
                    p: 0,
                    listStyle: 'none',
                    '& > li + li': { borderTop: 1, borderColor: 'divider' },
                  }}
                >
                  {data.lists.map((list) => (
                    <ContactListRow
                      key={list.id}
                      list={list}
                      onAction={(action) => setDialog({ kind: action, listId: list.id })}
                    />
                  ))}
                </Box>
              )}
            </Card>
          ) : lists.isError ? (
            <ErrorState
              title="The contact lists could not load"
              message="Please try again in a moment."
              onRetry={() => void lists.refetch()}
            />
          ) : (
            <LoadingState label="Loading the contact lists" />
          )}
        </Box>
        <CampaignsPanel />
      </Box>
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <CreateListDialog onClose={close} />}
        {chosen && dialog?.kind === 'contacts' && (
          <ListContactsDialog
            list={chosen}
            onAdd={(kind) => setDialog({ kind, listId: chosen.id })}
            onClose={close}
          />
        )}
        {chosen && dialog?.kind === 'manual' && <AddContactsDialog list={chosen} onClose={close} />}
        {chosen && dialog?.kind === 'import' && <ImportCsvDialog list={chosen} onClose={close} />}
        {dialog?.kind === 'launch' && data && (
          <LaunchCampaignDialog lists={data.lists} initialListId={dialog.listId} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
