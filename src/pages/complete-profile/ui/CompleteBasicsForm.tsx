import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useUpdateOwnProfileMutation, type OwnProfile } from '@/entities/profile';
import { profileTexts } from '@/shared/config';
import { isAdult, latestAdultBirthDate, registrationFieldsSchema, toIsoDate } from '@/shared/lib';
import { completeBasicsTexts } from '../config/texts';

// Registration's name rule; the 18 years in one wording, the one the field's hint uses (SPEC §5,
// profile editing): she has registered already, so 'to register' would be a second wording.
// Built when she submits, so the hint is in her language of the moment.
const rules = () =>
  registrationFieldsSchema.pick({ firstName: true }).extend({
    birthDate: z.string().refine((value) => isAdult(value), profileTexts.birthDateHint),
  });
type Field = 'firstName' | 'birthDate';

interface CompleteBasicsFormProps {
  profile: OwnProfile;
  /** Her first name, or the one her sign-in provider gave. */
  initialFirstName: string;
  onDone: () => void;
}

/** First name and birth date, checked by registration's rules before anything is sent. */
export function CompleteBasicsForm({ profile, initialFirstName, onDone }: CompleteBasicsFormProps) {
  const [values, setValues] = useState({ firstName: initialFirstName, birthDate: profile.birthDate ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [updateOwnProfile, { isLoading }] = useUpdateOwnProfileMutation();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = rules().safeParse(values);
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      toast.error(result.error.issues[0].message);
      return;
    }
    // The database checks the 18 years and derives basics_complete; the member lists load again.
    const saved = await updateOwnProfile({
      me: profile.id,
      changes: { first_name: values.firstName.trim(), birth_date: values.birthDate },
      context: 'Complete profile basics',
    });
    if ('error' in saved) {
      toast.error(profileTexts.saveFailed);
      return;
    }
    toast.success(completeBasicsTexts.saved);
    onDone();
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={completeBasicsTexts.firstName}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(event) => change('firstName', event.target.value)}
        error={Boolean(errors.firstName)}
        helperText={errors.firstName}
        required
      />
      <TextField
        label={completeBasicsTexts.birthDate}
        type="date"
        name="birthDate"
        value={values.birthDate}
        onChange={(event) => change('birthDate', event.target.value)}
        error={Boolean(errors.birthDate)}
        helperText={errors.birthDate ?? profileTexts.birthDateHint}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toIsoDate(latestAdultBirthDate()), min: '1900-01-01' } }}
      />
      <Button type="submit" variant="contained" disabled={isLoading}>
        {completeBasicsTexts.submit}
      </Button>
    </Stack>
  );
}
