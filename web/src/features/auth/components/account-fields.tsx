import Stack from '@mui/material/Stack';
import { email, newPassword, required, type FieldErrors } from '../utils/validation';
import { PasswordField } from './password-field';
import { PlainField } from './plain-field';
import type { FieldProps } from './use-auth-form';

export type AccountField = 'firstName' | 'lastName' | 'username' | 'email' | 'password';
export type AccountValues = Record<AccountField, string>;

export const emptyAccount: AccountValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
};

export const accountFields: readonly AccountField[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
];

/** All required; a valid e-mail and a new password of the minimum length. */
export function validateAccount(values: AccountValues): FieldErrors<AccountField> {
  return {
    firstName: required(values.firstName, 'First name'),
    lastName: required(values.lastName, 'Last name'),
    username: required(values.username, 'Username'),
    email: email(values.email),
    password: newPassword(values.password),
  };
}

/** The values as sent: trimmed, but for the password. */
export function trimmedAccount(values: AccountValues): AccountValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

interface AccountFieldsProps {
  field: (name: AccountField) => FieldProps;
  /** Focus the first name on opening. */
  autoFocus?: boolean;
}

/** The person and account fields of registration and platform admin setup. */
export function AccountFields({ field, autoFocus }: AccountFieldsProps) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
        <PlainField
          label="First name"
          autoComplete="given-name"
          autoFocus={autoFocus}
          {...field('firstName')}
        />
        <PlainField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </Stack>
      <PlainField label="Username" autoComplete="username" {...field('username')} />
      <PlainField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
    </>
  );
}
