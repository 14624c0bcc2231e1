import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type Range = [number, number];

interface RangeFieldProps {
  /** 'Age range': the field's label. */
  label: string;
  /** The thumbs' names: 'Minimum age', 'Maximum age'. */
  thumbLabels: readonly [string, string];
  bounds: readonly [number, number];
  step?: number;
  value: Range;
  format?: (value: number) => string;
  onChange: (value: Range) => void;
  disabled?: boolean;
}

/** A two-thumb slider with its label and the chosen range written out. */
export function RangeField({ label, thumbLabels, bounds, step = 1, value, format = String, onChange, disabled }: RangeFieldProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} gutterBottom color={disabled ? 'text.disabled' : undefined}>
        {label}: {format(value[0])} – {format(value[1])}
      </Typography>
      <Slider
        value={value}
        min={bounds[0]}
        max={bounds[1]}
        step={step}
        disableSwap
        disabled={disabled}
        getAriaLabel={(index) => thumbLabels[index]}
        getAriaValueText={format}
        onChange={(_event, next) => onChange(next as Range)}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
    </Box>
  );
}
