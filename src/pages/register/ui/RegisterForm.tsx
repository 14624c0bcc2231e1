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
import { registerTexts as texts } from '../config/texts';
import { useRegistrationForm } from '../model/use-registration-form';
import { BirthDateField } from './BirthDateField';
import { TermsCheckbox } from './TermsCheckbox';

const textFields: { field: RegistrationField & keyof typeof texts; type?: string; autoComplete: string }[] = [
  { field: 'username', autoComplete: 'username' },
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
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

  const genderProps = fieldProps('gender');

  // Validation is the app's own (SPEC §5 messages, first one toasted), not the browser's.
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={texts.title}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {textFields.map(({ field, type, autoComplete }) => (
          <TextField
            key={field}
            label={texts[field]}
            type={type}
            autoComplete={autoComplete}
            sx={field === 'username' || field === 'email' || field === 'password' ? { gridColumn: '1 / -1' } : undefined}
            {...fieldProps(field)}
          />
        ))}
        <TextField select label={texts.gender} {...genderProps}>
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
        {isSubmitting ? texts.creating : texts.create}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {texts.haveAccount}{' '}
        <Link component={RouterLink} to={routes.login}>
          {texts.signIn}
        </Link>
      </Typography>
    </Stack>
  );
}
