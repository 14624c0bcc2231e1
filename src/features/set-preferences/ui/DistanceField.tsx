import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DISTANCE_RANGE } from '@/shared/config';
import { formatMiles } from '../lib/slider-format';

interface DistanceFieldProps {
  value: number;
  onChange: (value: number) => void;
}

/** SPEC §5: distance 1 to 100 miles. */
export function DistanceField({ value, onChange }: DistanceFieldProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} gutterBottom>
        Maximum distance: {formatMiles(value)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={value}
        min={DISTANCE_RANGE[0]}
        max={DISTANCE_RANGE[1]}
        getAriaValueText={formatMiles}
        onChange={(_event, next) => onChange(next as number)}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
    </Box>
  );
}
