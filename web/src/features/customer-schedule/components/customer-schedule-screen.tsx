import EditIcon from '@mui/icons-material/TuneOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { customerMessages } from '@pickup/contracts/constants';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { serverMessage } from '../../../lib/api-error';
import { useBusinessToday } from '../../../lib/business-day';
import { useSession } from '../../../lib/session';
import {
  useCustomerPickupsQuery,
  useHouseholdProfileQuery,
  useNextPickupQuery,
} from '../../household-account/api/household-account-api';
import { useRefetchLater } from '../hooks/use-refetch-later';
import { ScheduleStats } from './schedule-stats';
import { ServiceInformation } from './service-information';
import { UpcomingPickups } from './upcoming-pickups';

type OpenDialog = 'preferences' | 'address' | null;

// The dialogs carry the contracts' schemas (zod): they load when first opened.
const PreferencesDialog = lazy(() =>
  import('./preferences-dialog').then((m) => ({ default: m.PreferencesDialog })),
);
const ChangeAddressDialog = lazy(() =>
  import('./change-address-dialog').then((m) => ({ default: m.ChangeAddressDialog })),
);

/**
 * The customer's schedule (/schedule, customer spec §2): the next pickup, this month's pickups and
 * the regular time, the pickups ahead with Skip and Restore, the service as it stands, and the
 * household's own Update Preferences and Change Address.
 */
export function CustomerScheduleScreen() {
  const userId = useSession().user?.id ?? '';
  const today = useBusinessToday()();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const profile = useHouseholdProfileQuery(undefined);
  const next = useNextPickupQuery(userId, { skip: userId === '' });
  const pickups = useCustomerPickupsQuery(userId, { skip: userId === '' });
  const refetchLater = useRefetchLater(() => {
    void pickups.refetch();
    void next.refetch();
  });
  const close = () => setDialog(null);

  const schedule = () => {
    if (next.isError || pickups.isError) {
      return (
        <ErrorState
          title="Your schedule could not load"
          message={serverMessage(next.error ?? pickups.error, 'Please try again in a moment.')}
          onRetry={() => {
            void next.refetch();
            void pickups.refetch();
          }}
        />
      );
    }
    if (!next.data || !pickups.data) return <LoadingState label="Loading your schedule" />;
    return (
      <>
        <ScheduleStats next={next.data} pickups={pickups.data} />
        <UpcomingPickups
          userId={userId}
          pickups={pickups.data.pickups}
          onRoute={pickups.data.routeName !== null}
        />
        {profile.data && <ServiceInformation profile={profile.data} pickups={pickups.data} today={today} />}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="My Schedule"
        description="When we come, what rides along, and how your service is set up."
        actions={
          <>
            <Button
              variant="contained"
              disableElevation
              startIcon={<EditIcon />}
              disabled={!profile.data}
              onClick={() => setDialog('preferences')}
            >
              Update Preferences
            </Button>
            <Button
              variant="outlined"
              startIcon={<HomeIcon />}
              disabled={!profile.data}
              onClick={() => setDialog('address')}
            >
              Change Address
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        {profile.isError && (
          <ErrorState
            title="Your account could not load"
            message={serverMessage(profile.error, customerMessages.notYourAccount)}
            onRetry={() => void profile.refetch()}
          />
        )}
        {schedule()}
      </Box>
      <Suspense fallback={null}>
        {profile.data && dialog === 'preferences' && (
          <PreferencesDialog
            profile={profile.data}
            today={today}
            onClose={close}
            onScheduleChanged={refetchLater}
          />
        )}
        {profile.data && dialog === 'address' && (
          <ChangeAddressDialog profile={profile.data} onClose={close} onScheduleChanged={refetchLater} />
        )}
      </Suspense>
    </>
  );
}
