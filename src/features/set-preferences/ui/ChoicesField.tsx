import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { choiceLabel } from '@/shared/lib';
import { preferencesTexts } from '../config/texts';

interface ChoicesFieldProps {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** A multi-select of a SPEC list; nothing chosen is 'Any'. */
export function ChoicesField({ label, options, value, onChange, disabled }: ChoicesFieldProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      fullWidth
      disabled={disabled}
      onChange={(event) => {
        // MUI hands over a string ('a,b') when the browser autofills the field, a list otherwise.
        const value = event.target.value as unknown as string | string[];
        const chosen = typeof value === 'string' ? value.split(',') : value;
        // Kept in the list's order, whatever order they were picked in.
        onChange(options.filter((option) => chosen.includes(option)));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => ((selected as string[]).length ? (selected as string[]).map(choiceLabel).join(', ') : preferencesTexts.any),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {choiceLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
