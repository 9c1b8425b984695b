import { limits } from '@pickup/contracts/constants';
import { createDriverBody, updateDriverBody, z, type DriverView } from '@pickup/contracts/schemas';

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const bucketsMessage = 'Enter a whole number of buckets from 1 to 500';

/** The vehicle's capacity in buckets: blank is the spec's default of 20. */
const maxBuckets = z.preprocess(
  (value) => (value === '' ? limits.defaultDriverCapacity : Number(value)),
  z.number({ error: bucketsMessage }).int(bucketsMessage).min(1, bucketsMessage).max(500, bucketsMessage),
);

/** A password left blank is not sent: no login on add, the current one kept on edit. */
const password = z.preprocess(blankAsMissing, createDriverBody.shape.password);

/** The add dialog over the contract's request. */
export const addDriverForm = createDriverBody.extend({ maxBuckets, password });

/** The edit dialog sends every field; name and e-mail stay required (business spec §5). */
export const editDriverForm = updateDriverBody.extend({
  name: createDriverBody.shape.name,
  email: createDriverBody.shape.email,
  maxBuckets,
  password,
});

export const addDriverInitial = {
  name: '',
  email: '',
  phone: '',
  licenseNumber: '',
  vehicleType: 'truck',
  vehiclePlate: '',
  vehicleCapacity: '',
  maxBuckets: String(limits.defaultDriverCapacity),
  googleCalendarId: '',
  role: 'driver',
  password: '',
};

export type DriverFormField = keyof typeof addDriverInitial;

export function editDriverInitial(driver: DriverView): Record<DriverFormField, string> {
  return {
    name: driver.name,
    email: driver.email,
    phone: driver.phone,
    licenseNumber: driver.licenseNumber,
    vehicleType: driver.vehicleType,
    vehiclePlate: driver.vehiclePlate,
    vehicleCapacity: driver.vehicleCapacity,
    maxBuckets: String(driver.maxBuckets),
    googleCalendarId: driver.googleCalendarId,
    role: driver.role,
    password: '',
  };
}

/** True once name and e-mail have text: the dialogs' submit button waits till then. */
export function requiredFilled(values: { name: string; email: string }): boolean {
  return values.name.trim() !== '' && values.email.trim() !== '';
}
