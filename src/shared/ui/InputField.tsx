import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

interface InputFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * MUI's outlined TextField, made of the same parts, without its `select` mode: TextField imports
 * Select and with it Menu, Popover and Modal, which a sign-in form never opens
 * (docs/performance.md, First load).
 */
export function InputField({ label, helperText, required, error, fullWidth, id, ...input }: InputFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
