import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { choiceLabel } from '@/shared/lib';
import { preferencesTexts } from '../config/texts';

interface ChoiceFieldProps {
  label: string;
  options: readonly string[];
  /** '' is 'Any'. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A single choice of a SPEC list with an 'Any' (empty) option first (SPEC §3). */
export function ChoiceField({ label, options, value, onChange, disabled }: ChoiceFieldProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      fullWidth
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{preferencesTexts.any}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {choiceLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
