import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { respondToInterestTexts as texts } from '../config/texts';
import { ConnectionRequestsList } from './ConnectionRequestsList';
import { SentLikesList } from './SentLikesList';

/** The Likes dialog's Sent tab: the likes she sent (each to withdraw), then her connection requests. */
export function SentList({ me, onLeave }: { me: string; onLeave: () => void }) {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="overline">{texts.sentLikesTitle}</Typography>
        <SentLikesList me={me} onLeave={onLeave} />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="overline">{texts.sentRequestsTitle}</Typography>
        <ConnectionRequestsList me={me} direction="sent" onLeave={onLeave} />
      </Stack>
    </Stack>
  );
}
