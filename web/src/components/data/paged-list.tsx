import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { LoadingState } from '../feedback/loading-state';

/** The spec's search debounce: a list is asked again once typing pauses this long. */
export const searchDebounceMs = 500;

export interface ListFilter {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface PagedListProps {
  /** Names the list for assistive technology ("Tenants"). */
  label: string;
  /** A search box; `onSearch` hears the typed text once typing pauses. */
  search?: { label: string; onSearch: (text: string) => void };
  filter?: ListFilter;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  isLoading: boolean;
  /** What failed, when the list could not load. */
  error: string | null;
  onRetry: () => void;
  /** Shown when there is nothing to list. */
  empty: { title: string; description?: ReactNode } | null;
  /** The rows, each an `li`. */
  children: ReactNode;
}

/**
 * A list of server data a page at a time, with a search box and a filter above it and the pages
 * below; its loading, failed and empty states in place of the rows.
 */
export function PagedList({
  label,
  search,
  filter,
  page,
  totalPages,
  onPage,
  isLoading,
  error,
  onRetry,
  empty,
  children,
}: PagedListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(search || filter) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {search && <SearchField {...search} />}
          {filter && (
            <TextField
              select
              label={filter.label}
              value={filter.value}
              onChange={(event) => filter.onChange(event.target.value)}
              size="small"
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          )}
        </Box>
      )}
      <Card variant="outlined">
        {error ? (
          <Box sx={{ p: 2 }}>
            <ErrorState title={error} onRetry={onRetry} />
          </Box>
        ) : isLoading ? (
          <LoadingState label={`Loading ${label.toLowerCase()}`} />
        ) : empty ? (
          <EmptyState headingLevel="h2" title={empty.title} description={empty.description} />
        ) : (
          <Box
            component="ul"
            aria-label={label}
            sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {children}
          </Box>
        )}
      </Card>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={0}
          sx={{ alignSelf: 'center', justifySelf: 'center' }}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page' ? `${selected ? '' : 'Go to '}page ${item ?? ''}`.trim() : `Go to ${type} page`
          }
        />
      )}
    </Box>
  );
}

function SearchField({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    const timer = setTimeout(() => latest.current(text.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      sx={{ flex: '1 1 240px' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The page, search and filter of a paged list: a new search or filter starts again at page 1. */
export function useListState<F extends string>(initialFilter: F) {
  const [state, setState] = useState({ page: 1, search: '', filter: initialFilter });
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  const setSearch = useCallback(
    (search: string) =>
      setState((current) => (current.search === search ? current : { ...current, search, page: 1 })),
    [],
  );
  const setFilter = useCallback((filter: F) => setState((current) => ({ ...current, filter, page: 1 })), []);
  return { ...state, setPage, setSearch, setFilter };
}
