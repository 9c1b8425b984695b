import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { weightMessages, type weightStatusFilters } from '@pickup/contracts/schemas';
import { PagedList, useListState } from '../../../components/data/paged-list';
import { useWeightEntriesQuery } from '../api/weights-api';
import { useWeightDialogs } from './weight-dialogs';
import { WeightEntryRow } from './weight-entry-row';

type StatusFilter = (typeof weightStatusFilters)[number];

const filterOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'processed', label: 'Processed' },
  { value: 'needs_review', label: 'Needs Review' },
];

/** Weight Entries: newest pickup first, searched by customer name or bucket number, filtered by status. */
export function WeightEntriesPanel() {
  const list = useListState<StatusFilter>('all');
  const dialogs = useWeightDialogs();
  const entries = useWeightEntriesQuery({ page: list.page, search: list.search, status: list.filter });
  const data = entries.currentData;
  const filtered = list.search !== '' || list.filter !== 'all';

  return (
    <Box component="section" aria-labelledby="weight-entries-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="weight-entries-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Weight Entries
      </Typography>
      <PagedList
        label="Weight entries"
        search={{ label: 'Search by customer or bucket number', onSearch: list.setSearch }}
        filter={{
          label: 'Status',
          value: list.filter,
          options: filterOptions,
          onChange: (value) => list.setFilter(value as StatusFilter),
        }}
        page={list.page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPage={list.setPage}
        isLoading={!data && !entries.isError}
        error={entries.isError ? 'The weight entries could not load' : null}
        onRetry={() => void entries.refetch()}
        empty={
          data && data.entries.length === 0
            ? filtered
              ? { title: 'No matching entries', description: 'Try another name, bucket number or status.' }
              : {
                  title: weightMessages.entriesEmpty,
                  description: 'Weights recorded here or at the curb show up here.',
                }
            : null
        }
      >
        {data?.entries.map((entry) => (
          <WeightEntryRow key={entry.id} entry={entry} onAction={(action) => dialogs.entry(action, entry)} />
        ))}
      </PagedList>
    </Box>
  );
}
