import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { PlaceAutocomplete } from '@/entities/place';
import { BIO_MAX_LENGTH, PROFILE_CHOICES, profileTexts } from '@/shared/config';
import { choiceLabel, latestAdultBirthDate, toIsoDate } from '@/shared/lib';
import { editProfileTexts } from '../config/texts';
import type { EditProfileErrors } from '../lib/edit-profile-schema';
import type { DraftField, EditProfileDraft } from '../model/draft';

interface BasicInfoFieldsProps {
  values: EditProfileDraft;
  errors: EditProfileErrors;
  onChange: <Field extends DraftField>(field: Field, value: EditProfileDraft[Field]) => void;
  /** A saved birth date is corrected by support only (the database refuses a change). */
  birthDateFixed?: boolean;
}

export function BasicInfoFields({ values, errors, onChange, birthDateFixed = false }: BasicInfoFieldsProps) {
  const text = (field: 'firstName' | 'lastName' | 'bio') => ({
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    fullWidth: true,
  });

  const firstName = text('firstName');
  const lastName = text('lastName');
  const bio = text('bio');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      <TextField label={editProfileTexts.firstName} autoComplete="given-name" {...firstName} />
      <TextField label={editProfileTexts.lastName} autoComplete="family-name" {...lastName} />
      <TextField
        select
        label={editProfileTexts.gender}
        name="gender"
        value={values.gender}
        onChange={(event) => onChange('gender', event.target.value as EditProfileDraft['gender'])}
        error={Boolean(errors.gender)}
        helperText={errors.gender}
        fullWidth
      >
        {PROFILE_CHOICES.gender.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {choiceLabel(gender)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={editProfileTexts.birthDate}
        type="date"
        name="birthDate"
        value={values.birthDate}
        onChange={(event) => onChange('birthDate', event.target.value)}
        error={Boolean(errors.birthDate)}
        helperText={birthDateFixed ? editProfileTexts.birthDateFixed : profileTexts.birthDateHint}
        // Read-only rather than disabled: it stays legible (a disabled field's grey fails contrast).
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: toIsoDate(latestAdultBirthDate()), min: '1900-01-01', readOnly: birthDateFixed },
        }}
        fullWidth
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PlaceAutocomplete value={values.place} onChange={(place) => onChange('place', place)} />
      </Box>
      <TextField
        label={editProfileTexts.bio}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: BIO_MAX_LENGTH } }}
        {...bio}
        helperText={errors.bio ?? `${values.bio.length}/${BIO_MAX_LENGTH}`}
      />
    </Box>
  );
}
