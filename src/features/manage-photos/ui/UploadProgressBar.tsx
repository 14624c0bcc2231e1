import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { photoTexts } from '../config/texts';
import type { UploadProgress } from '../model/use-photo-upload';

/** Preparing (indeterminate) while the photo is re-encoded, then the share of bytes sent. */
export function UploadProgressBar({ progress }: { progress: Exclude<UploadProgress, null> }) {
  const labelId = useId();
  const preparing = progress === 'preparing';
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {preparing ? photoTexts.preparing : photoTexts.uploading(progress)}
      </Typography>
      <LinearProgress
        aria-labelledby={labelId}
        variant={preparing ? 'indeterminate' : 'determinate'}
        {...(!preparing && { value: progress })}
      />
    </Box>
  );
}
