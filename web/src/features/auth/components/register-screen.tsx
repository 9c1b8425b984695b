import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';
import { useRegisterMutation, type RegisterRequest, type RegistrationRole } from '../api/auth-api';
import { homeAfterRegistration } from '../utils/home-after-sign-in';
import {
  definedOnly,
  email,
  hasErrors,
  newPassword,
  required,
  serverFieldErrors,
  type FieldErrors,
} from '../utils/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PlainField } from './plain-field';
import { RouterTextLink } from './router-link';

export const registrationSucceededTitle = 'Registration successful';
export const registrationFailedTitle = 'Registration failed';
export const registrationFailedFallback = 'Please check your information and try again.';

type Field = 'firstName' | 'lastName' | 'username' | 'email' | 'password';
const fields: readonly Field[] = ['firstName', 'lastName', 'username', 'email', 'password'];

const accountTypes: { value: RegistrationRole; label: string }[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'owner', label: 'Business Owner' },
];

function validate(values: Omit<RegisterRequest, 'role'>): FieldErrors<Field> {
  return {
    firstName: required(values.firstName, 'First name'),
    lastName: required(values.lastName, 'Last name'),
    username: required(values.username, 'Username'),
    email: email(values.email),
    password: newPassword(values.password),
  };
}

/**
 * Registration (spec §2): first name, last name, username, e-mail, password (with show/hide) and the
 * account type, all required. Success stores the session and leads an owner to /business and anyone
 * else to /dashboard.
 */
export function RegisterScreen() {
  const [values, setValues] = useState<Omit<RegisterRequest, 'role'>>({
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
  });
  const [role, setRole] = useState<RegistrationRole>('customer');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const errors = validate(values);
  const shown: FieldErrors<Field> = attempted ? { ...serverErrors, ...definedOnly(errors) } : {};

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: shown[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setAttempted(true);
    setServerErrors({});
    if (hasErrors(errors)) return;
    const result = await register({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      role,
    });
    if (result.error) {
      setServerErrors(serverFieldErrors(result.error, fields));
      toast({
        title: registrationFailedTitle,
        message: serverMessage(result.error, registrationFailedFallback),
        severity: 'error',
      });
      return;
    }
    const { token, user } = result.data;
    saveSession(token, user);
    toast({ title: registrationSucceededTitle, severity: 'success' });
    void navigate(homeAfterRegistration(user.role), { replace: true });
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Sign up for pickups, or register your business."
      footer={
        <>
          Already have an account? <RouterTextLink to={hrefFor('login', null)}>Sign in</RouterTextLink>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Register">
        <Stack spacing={2.25}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
            <PlainField label="First name" autoComplete="given-name" autoFocus {...field('firstName')} />
            <PlainField label="Last name" autoComplete="family-name" {...field('lastName')} />
          </Stack>
          <PlainField label="Username" autoComplete="username" {...field('username')} />
          <PlainField label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
          <FormControl required>
            <FormLabel id="account-type-label" sx={{ fontSize: 14, mb: 0.5 }}>
              Account type
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="account-type-label"
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value === 'owner' ? 'owner' : 'customer')}
            >
              {accountTypes.map((type) => (
                <FormControlLabel
                  key={type.value}
                  value={type.value}
                  control={<Radio />}
                  label={type.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={isLoading}
            fullWidth
          >
            {isLoading ? 'Creating account…' : 'Create account'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
