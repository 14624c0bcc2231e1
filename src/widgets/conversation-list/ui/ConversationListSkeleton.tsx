import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { conversationListTexts } from '../config/texts';

/** Placeholder rows while a page loads: one status for screen readers, shapes for the eye. */
export function ConversationListSkeleton({ count }: { count: number }) {
  return (
    <Box role="status" aria-label={conversationListTexts.loading} sx={{ px: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }} aria-hidden>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
