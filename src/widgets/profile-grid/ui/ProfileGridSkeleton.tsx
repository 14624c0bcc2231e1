import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { profileGridTexts } from '../config/texts';

/** Placeholder cards while a page loads, announced once to screen readers. */
export function ProfileGridSkeleton({ count }: { count: number }) {
  return (
    <Box role="status" aria-label={profileGridTexts.loading} sx={{ display: 'contents' }}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined" aria-hidden>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 5', height: 'auto' }} />
          <CardContent>
            <Skeleton width="60%" height={32} />
            <Skeleton width="40%" />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
