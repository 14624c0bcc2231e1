import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DISTANCE_RANGE } from '@/shared/config';
import { preferencesTexts } from '../config/texts';
import { formatMiles } from '../lib/slider-format';

interface DistanceFieldProps {
  value: number;
  onChange: (value: number) => void;
}

/** SPEC §5: distance 1 to 100 miles. */
export function DistanceField({ value, onChange }: DistanceFieldProps) {
  return (
    <Box>
      <Typography gutterBottom>
        {preferencesTexts.maxDistance}: {formatMiles(value)}
      </Typography>
      {/* Named by itself, as the range sliders' thumbs are: the line above holds the value, which the
          slider tells as its value text ('50 miles'), so a name taken from it would say it twice. */}
      <Slider
        aria-label={preferencesTexts.maxDistance}
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
