import TextField from '@mui/material/TextField';
import { commonTexts } from '@/shared/config';

interface OptionalMessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the field takes; the counter under it shows how many are used. */
  maxLength: number;
  /** 'Message (optional)' unless given. */
  label?: string;
}

/** 'Message (optional)': a few lines to send along, with a character counter. */
export function OptionalMessageField({ value, onChange, maxLength, label }: OptionalMessageFieldProps) {
  return (
    <TextField
      label={label ?? commonTexts.messageOptional}
      multiline
      minRows={3}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
      helperText={`${value.length}/${maxLength}`}
    />
  );
}
