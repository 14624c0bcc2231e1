import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { messageTexts } from '@/entities/message';
import { ProfileAvatar, useGetPublicProfileQuery } from '@/entities/profile';
import { profileTexts, routes } from '@/shared/config';
import { isMemberId, memberName } from '@/shared/lib';
import { RetryAlert } from '@/shared/ui';
import { messagesPageTexts } from '../config/texts';

/**
 * Someone the member is not matched with, chosen at /messages/{id}: who they are, a link to their
 * profile, and why there is nothing to write (the database refuses messages between non-matches).
 */
export function ConversationPartner({ partnerId }: { partnerId: string }) {
  const valid = isMemberId(partnerId);
  const { currentData: partner, isError, isFetching, refetch } = useGetPublicProfileQuery(partnerId, { skip: !valid });
  if (valid && partner === undefined && isError && !isFetching) {
    return <RetryAlert message={profileTexts.loadFailed} onRetry={() => void refetch()} />;
  }
  if (valid && partner === undefined) return <CircularProgress aria-label={messagesPageTexts.loadingConversation} />;
  if (!partner) return <Typography color="text.secondary">{profileTexts.notFound}</Typography>;
  const name = memberName(partner);
  return (
    <Box component="section" aria-label={messagesPageTexts.conversationWith(name)} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <ProfileAvatar profile={partner} size={56} />
      <Box>
        <Typography component="h2" variant="h6">
          {name}
        </Typography>
        <Link component={RouterLink} to={routes.profile(partner.id)}>
          {messagesPageTexts.viewProfile}
        </Link>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {messageTexts.notMatched}
        </Typography>
      </Box>
    </Box>
  );
}
