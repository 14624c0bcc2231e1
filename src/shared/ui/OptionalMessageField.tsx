import TextField from '@mui/material/TextField';

interface OptionalMessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the field takes; the counter under it shows how many are used. */
  maxLength: number;
}

/** 'Message (optional)': a few lines to send along, with a character counter. */
export function OptionalMessageField({ value, onChange, maxLength }: OptionalMessageFieldProps) {
  return (
    <TextField
      label="Message (optional)"
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
