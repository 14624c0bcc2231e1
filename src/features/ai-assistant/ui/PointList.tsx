import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A titled list of short points (a compatibility's strengths, a safety check's warning signs). */
export function PointList({ title, points, empty }: { title: string; points: string[]; empty?: string }) {
  const titleId = useId();
  if (points.length === 0 && !empty) return null;
  return (
    <Box>
      <Typography id={titleId} component="h3" variant="subtitle2">
        {title}
      </Typography>
      {points.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Typography component="ul" variant="body2" aria-labelledby={titleId} sx={{ pl: 3, my: 0.5 }}>
          {points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </Typography>
      )}
    </Box>
  );
}
