import Box from '@mui/material/Box';
import { routingMessages, serviceZoneCentres, serviceZones } from '@pickup/contracts/constants';
import type { Route } from '@pickup/contracts/schemas';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { AddressField } from '../../../components/form/address-field';
import { DateTimeField } from '../../../components/form/date-time-field';
import { PlainField } from '../../../components/form/plain-field';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import {
  useActiveDriversQuery,
  useCreateRouteMutation,
  useRouteCustomerChoicesQuery,
  useUpdateRouteMutation,
} from '../api/routes-api';
import { weekdayOf, type CalendarDate } from '../utils/dates';
import { failureToast, missingInformationToast, successToast } from '../utils/messages';
import {
  editRouteInitial,
  newRouteInitial,
  pickupDayOptions,
  requiredFilled,
  routeForm,
} from '../utils/route-form';
import { choiceOf, RouteCustomersField, type StopChoice } from './route-customers-field';

const zoneOptions = [
  { value: '', label: 'No zone' },
  ...serviceZones.map((zone) => ({ value: zone, label: serviceZoneCentres[zone].name })),
];

interface RouteFormDialogProps {
  /** The route to edit; without one, a new route. */
  route?: Route;
  /** A new route's first day (the day chosen on the screen, or the calendar's day). */
  date: CalendarDate;
  onClose: () => void;
}

/**
 * Create New Route and Edit Route: every field of the spec's route (business spec §3), the
 * customers in order. Name, driver and start time are required: the submit waits for them.
 */
export function RouteFormDialog({ route, date, onClose }: RouteFormDialogProps) {
  const editing = route !== undefined;
  const [create, created] = useCreateRouteMutation();
  const [update, updated] = useUpdateRouteMutation();
  const isLoading = created.isLoading || updated.isLoading;
  const drivers = useActiveDriversQuery(undefined);
  const customers = useRouteCustomerChoicesQuery(undefined);
  const { toast } = useToast();
  const form = useForm({
    schema: routeForm,
    initial: route ? editRouteInitial(route) : newRouteInitial(date),
    isLoading,
  });
  const [stops, setStops] = useState<StopChoice[]>(() =>
    (route?.stops ?? []).map((stop) => ({
      customerId: stop.customerId,
      name: stop.customerName,
      address: stop.address,
      bucketNumber: stop.bucketNumber,
    })),
  );

  const driverId = form.field('driverId');
  const vehicle = form.field('vehicle');
  const firstDate = form.field('date');
  const pickupDay = form.field('pickupDay');
  const ready = requiredFilled({
    name: form.field('name').value,
    driverId: driverId.value,
    startTime: form.field('startTime').value,
  });

  // A route keeps its driver when the driver is later deactivated: the edit still names them.
  const activeDrivers = drivers.data ?? [];
  const driverOptions = [
    { value: '', label: drivers.isError ? 'The drivers could not load' : 'Choose a driver' },
    ...activeDrivers.map((driver) => ({
      value: driver.id,
      label: driver.vehicle ? `${driver.name} (${driver.vehicle})` : driver.name,
    })),
    ...(route?.driverId && !activeDrivers.some((driver) => driver.id === route.driverId)
      ? [{ value: route.driverId, label: `${route.driver || 'Removed driver'} (inactive)` }]
      : []),
  ];
  const chosenDriver = activeDrivers.find((driver) => driver.id === driverId.value);

  const submit = form.onSubmit(
    async (values) => {
      const body = { ...values, stops: stops.map(({ customerId }) => ({ customerId })) };
      const result = route ? await update({ id: route.id, body }) : await create(body);
      const fallback = route ? routingMessages.updateFailed : routingMessages.createFailed;
      if (result.error) {
        form.fail(result.error, fallback);
        toast(failureToast(result.error, fallback));
        return;
      }
      onClose();
      toast(
        successToast(
          route ? routingMessages.routeUpdated : routingMessages.routeCreated,
          result.data.capacityWarning ?? undefined,
        ),
      );
    },
    (values) => {
      if (requiredFilled(values)) return false;
      toast(missingInformationToast);
      return true;
    },
  );

  return (
    <FormDialog
      open
      title={editing ? 'Edit Route' : 'Create New Route'}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Create Route'}
      pendingLabel={editing ? 'Saving…' : 'Creating…'}
      isLoading={isLoading}
      submitDisabled={!ready}
      error={form.outcome?.severity === 'error' ? form.outcome.text : null}
      onClose={onClose}
    >
      <PlainField label="Route Name" autoFocus autoComplete="off" {...form.field('name')} />
      <SelectField label="Zone" options={zoneOptions} {...form.field('zone')} />
      <SelectField
        label="Driver"
        required
        options={driverOptions}
        helperText={chosenDriver ? `Holds ${chosenDriver.maxBuckets} buckets` : undefined}
        {...driverId}
        onChange={(id) => {
          driverId.onChange(id);
          // The driver's own vehicle, unless the owner named another.
          const picked = activeDrivers.find((driver) => driver.id === id);
          if (picked?.vehicle && vehicle.value.trim() === '') vehicle.onChange(picked.vehicle);
        }}
      />
      <PlainField label="Vehicle" required={false} autoComplete="off" {...vehicle} />
      <Pair>
        <DateTimeField label="Start Time" type="time" {...form.field('startTime')} />
        <DateTimeField label="End Time" type="time" required={false} {...form.field('endTime')} />
      </Pair>
      <Pair>
        <PlainField
          label="Estimated Duration (minutes)"
          type="number"
          required={false}
          step={1}
          {...form.field('estimatedTime')}
        />
        <SelectField label="Pickup Day" options={pickupDayOptions} {...pickupDay} />
      </Pair>
      <DateTimeField
        label="First Pickup Date"
        type="date"
        required={false}
        helperText="The route runs weekly on its pickup day from here."
        {...firstDate}
        onChange={(day) => {
          firstDate.onChange(day);
          if (!editing && /^\d{4}-\d{2}-\d{2}$/.test(day)) pickupDay.onChange(weekdayOf(day));
        }}
      />
      <PlainField
        label="Start Location"
        required={false}
        autoComplete="off"
        {...form.field('startLocation')}
      />
      <AddressField label="Start Address" required={false} {...form.field('startAddress')} />
      <PlainField label="End Location" required={false} autoComplete="off" {...form.field('endLocation')} />
      <AddressField
        label="End Address"
        required={false}
        helperText="Blank: the route ends where it starts."
        {...form.field('endAddress')}
      />
      <PlainField label="Notes" required={false} minRows={2} {...form.field('notes')} />
      <RouteCustomersField
        value={stops}
        onChange={setStops}
        choices={(customers.data ?? []).map(choiceOf)}
        status={
          customers.isError
            ? 'The customers could not load.'
            : customers.isLoading
              ? 'Loading the customers…'
              : undefined
        }
      />
    </FormDialog>
  );
}

/** Two short fields side by side from 600 px, stacked on a phone. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.25 }}>
      {children}
    </Box>
  );
}
