import { serviceZoneCentres } from '@pickup/contracts/constants';
import type { CustomerPickupsResult, HouseholdProfile } from '@pickup/contracts/schemas';
import { FactList } from '../../../components/data/fact-list';
import { SectionCard } from '../../../components/page/section-card';
import { frequencyLabel, serviceStatusLabel } from '../utils/schedule-labels';

interface ServiceInformationProps {
  profile: HouseholdProfile;
  pickups: CustomerPickupsResult;
  today: string;
}

const notOnRoute = 'Not on a route yet';

/** The household's service as it stands: its time slot, route, frequency and day, state and address. */
export function ServiceInformation({ profile, pickups, today }: ServiceInformationProps) {
  const facts = [
    { label: 'Time Slot', value: pickups.timeWindow ?? notOnRoute },
    { label: 'Route', value: pickups.routeName ?? notOnRoute },
    { label: 'Frequency', value: frequencyLabel(pickups.frequency, pickups.pickupDay) ?? notOnRoute },
    { label: 'Status', value: serviceStatusLabel(profile, today) },
    {
      label: 'Address',
      value: `${profile.address}, ${profile.city}, ${profile.state} ${profile.zipCode}`,
    },
    {
      label: 'Zone',
      value: profile.zone ? serviceZoneCentres[profile.zone].name : 'Outside the service zones',
    },
    { label: 'Buckets', value: String(profile.bucketCount) },
    { label: 'Pickup Instructions', value: profile.pickupInstructions || 'None' },
  ];
  return (
    <SectionCard title="Service Information">
      <FactList facts={facts} label="Service information" />
    </SectionCard>
  );
}
