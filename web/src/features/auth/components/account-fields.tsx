import Stack from '@mui/material/Stack';
import { PasswordField } from '../../../components/form/password-field';
import { PlainField } from '../../../components/form/plain-field';
import type { FieldProps } from '../../../components/form/use-form';

export type AccountField = 'firstName' | 'lastName' | 'username' | 'email' | 'password';

export const emptyAccount: Record<AccountField, string> = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
};

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
