import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PROFILE_CHOICES, routes } from '@/shared/config';
import { choiceLabel, type RegistrationField } from '@/shared/lib';
import { registerTitle } from '../config/texts';
import { useRegistrationForm } from '../model/use-registration-form';
import { BirthDateField } from './BirthDateField';
import { TermsCheckbox } from './TermsCheckbox';

const textFields: { field: RegistrationField; label: string; type?: string; autoComplete: string }[] = [
  { field: 'username', label: 'Username', autoComplete: 'username' },
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function RegisterForm() {
  const { values, errors, isSubmitting, setField, setAcceptedTerms, submit } = useRegistrationForm();
  const fieldProps = (field: RegistrationField) => ({
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
    fullWidth: true,
  });

  // Validation is the app's own (SPEC §5 messages, first one toasted), not the browser's.
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={registerTitle}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {textFields.map(({ field, label, type, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            type={type}
            autoComplete={autoComplete}
            sx={field === 'username' || field === 'email' || field === 'password' ? { gridColumn: '1 / -1' } : undefined}
            {...fieldProps(field)}
          />
        ))}
        <TextField select label="Gender" {...fieldProps('gender')}>
          {PROFILE_CHOICES.gender.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {choiceLabel(gender)}
            </MenuItem>
          ))}
        </TextField>
        <BirthDateField value={values.birthDate} error={errors.birthDate} onChange={(value) => setField('birthDate', value)} />
      </Box>
      <TermsCheckbox checked={values.acceptedTerms} error={errors.terms} onChange={setAcceptedTerms} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={routes.login}>
          Sign in
        </Link>
      </Typography>
    </Stack>
  );
}
