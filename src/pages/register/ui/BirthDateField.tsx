import TextField from '@mui/material/TextField';
import { ageInYears, latestAdultBirthDate, toIsoDate } from '@/shared/lib';
import { registerTexts as texts } from '../config/texts';

interface BirthDateFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The browser's own date picker: its latest selectable day is the 18th birthday's date today, and a
 * valid date shows the age it makes.
 */
export function BirthDateField({ value, error, onChange }: BirthDateFieldProps) {
  const age = value && !error ? ageInYears(value) : null;
  return (
    <TextField
      label={texts.birthDate}
      type="date"
      name="birthDate"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (age !== null ? texts.age(age) : ' ')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toIsoDate(latestAdultBirthDate()), min: '1900-01-01' } }}
      fullWidth
    />
  );
}
