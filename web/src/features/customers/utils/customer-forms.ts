import { customerMessages, limits } from '@pickup/contracts/constants';
import { addCustomerBody, updateCustomerBody, z, type Customer } from '@pickup/contracts/schemas';
import { splitFullName } from './full-name';

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const blankAsNull = (value: unknown) => (value === '' ? null : value);

/** The add dialog over the contract's request: one full name, split on its first space when sent. */
export const addCustomerForm = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, customerMessages.missingInformation)
      .max(201, 'At most 201 characters'),
    email: addCustomerBody.shape.email,
    address: addCustomerBody.shape.address,
    phone: addCustomerBody.shape.phone,
    // Left blank, the service finds the zone from the address.
    zone: z.preprocess(blankAsMissing, addCustomerBody.shape.zone),
    subscription: addCustomerBody.shape.subscription,
    // Left blank, the service assigns the next B-NNN.
    bucketNumber: z.preprocess(blankAsMissing, addCustomerBody.shape.bucketNumber),
    notes: addCustomerBody.shape.notes,
  })
  .transform(({ fullName, ...rest }) => ({ ...splitFullName(fullName), ...rest, role: 'customer' as const }));

export const addCustomerInitial = {
  fullName: '',
  email: '',
  address: '',
  phone: '',
  zone: '',
  subscription: 'none',
  bucketNumber: '',
  notes: '',
};

const bucketCountMessage = 'Enter a whole number of buckets from 1 to 20';

/** Archiving and sign-up have their own ways; the edit dialog sets only these. */
const editableStatuses: readonly string[] = ['active', 'paused', 'inactive'];

export function statusIsEditable(customer: Customer): boolean {
  return editableStatuses.includes(customer.status);
}

/** The edit dialog over the contract's update: a blank bucket count is the spec's default of 1. */
export const editCustomerForm = z.object({
  firstName: updateCustomerBody.shape.firstName,
  lastName: updateCustomerBody.shape.lastName,
  email: updateCustomerBody.shape.email,
  phone: updateCustomerBody.shape.phone,
  address: updateCustomerBody.shape.address,
  zone: z.preprocess(blankAsNull, updateCustomerBody.shape.zone),
  subscription: updateCustomerBody.shape.subscription,
  bucketNumber: updateCustomerBody.shape.bucketNumber,
  bucketCount: z.preprocess(
    (value) => (value === '' ? limits.defaultBucketCount : Number(value)),
    z
      .number({ error: bucketCountMessage })
      .int(bucketCountMessage)
      .min(1, bucketCountMessage)
      .max(20, bucketCountMessage),
  ),
  status: z.preprocess(
    (value) => (typeof value === 'string' && editableStatuses.includes(value) ? value : undefined),
    updateCustomerBody.shape.status,
  ),
  pickupInstructions: updateCustomerBody.shape.pickupInstructions,
  notes: updateCustomerBody.shape.notes,
});

export function editCustomerInitial(customer: Customer) {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    zone: customer.zone ?? '',
    subscription: customer.subscription,
    bucketNumber: customer.bucketNumber,
    bucketCount: String(customer.bucketCount),
    status: customer.status,
    pickupInstructions: customer.pickupInstructions,
    notes: customer.notes,
  };
}

/** True once every field the form cannot go without has text: its submit button waits till then. */
export function filled(...values: string[]): boolean {
  return values.every((value) => value.trim() !== '');
}
