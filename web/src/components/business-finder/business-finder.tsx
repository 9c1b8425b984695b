import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../config/paths';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { BrandLogo } from '../layouts/brand-mark';
import { visuallyHidden } from '../visually-hidden';
import { useSearchPublicBusinessesQuery, type FoundBusiness } from './business-search-api';

/** The contract's shortest search (publicBusinessSearchQuery): fewer letters match too much. */
export const businessSearchMinLetters = 2;
/** The search is asked once typing pauses this long. */
export const businessSearchDebounceMs = 300;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * For a household on an address that names no business: households sign up on their business's own
 * page, so it finds that business by name and follows the link to its sign-up.
 */
export function BusinessFinder() {
  const [text, setText] = useState('');
  const typed = text.trim();
  const searched = useSettled(typed, businessSearchDebounceMs);
  const result = useSearchPublicBusinessesQuery(searched, {
    skip: searched.length < businessSearchMinLetters,
  });
  // Only the answer to what the box holds now is shown; while it is on its way, the search says so.
  const asking = typed.length >= businessSearchMinLetters;
  const waiting = asking && (typed !== searched || result.isFetching);
  const answered = asking && !waiting;
  const found = answered && result.currentData ? result.currentData : null;

  return (
    <Box component="section" aria-labelledby="business-finder-heading" data-business-finder>
      <Typography id="business-finder-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Find your pickup business
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Households sign up on their pickup business&apos;s own page. Search for yours by name.
      </Typography>
      <Box role="search">
        <TextField
          label="Business name"
          name="businessSearch"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="Type at least 2 letters of the business name"
          autoComplete="off"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {found ? `${found.length} ${found.length === 1 ? 'business' : 'businesses'} found` : ''}
      </Box>
      <Box sx={{ mt: 2 }}>
        {waiting ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.secondary', py: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">Searching…</Typography>
          </Box>
        ) : answered && result.isError ? (
          <ErrorState
            title="The search is not available"
            message="Please try again in a moment."
            onRetry={() => void result.refetch()}
          />
        ) : found && found.length === 0 ? (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <EmptyState
              headingLevel="h3"
              title="No business found"
              description={`No business matches “${searched}”. Check the spelling, or ask your pickup business for the link to its page.`}
            />
          </Box>
        ) : (
          found && <FoundList businesses={found} />
        )}
      </Box>
    </Box>
  );
}

function FoundList({ businesses }: { businesses: FoundBusiness[] }) {
  return (
    <Box
      component="ul"
      aria-label="Businesses found"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {businesses.map((business) => (
        <Box component="li" key={business.subdomain}>
          <Box
            component={Link}
            to={hrefFor('customerSignup', business.subdomain)}
            data-found-business={business.subdomain}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
            }}
          >
            <BrandLogo
              key={business.logoUrl ?? ''}
              brand={{ name: business.businessName, logoUrl: business.logoUrl }}
              size={40}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {business.businessName}
              </Typography>
              {business.tagline && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {business.tagline}
                </Typography>
              )}
            </Box>
            <ChevronRightIcon aria-hidden color="primary" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
