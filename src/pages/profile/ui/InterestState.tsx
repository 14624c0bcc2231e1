import ChatIcon from '@mui/icons-material/Chat';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Relationship } from '@/entities/match';
import { AnswerInterestButtons } from '@/features/respond-to-interest';
import { ShowInterestButton } from '@/features/show-interest';
import { routes } from '@/shared/config';
import { profilePageTexts as texts } from '../config/texts';

interface InterestStateProps {
  relationship: Relationship;
  memberId: string;
  name: string;
}

/** The interest part of another member's actions: show interest, sent, answer theirs, or message a match. */
export function InterestState({ relationship, memberId, name }: InterestStateProps) {
  switch (relationship.kind) {
    case 'matched':
      return (
        <>
          <Chip color="success" icon={<FavoriteIcon aria-hidden />} label={texts.itsAMatch} />
          <Button component={RouterLink} to={routes.conversation(memberId)} variant="contained" startIcon={<ChatIcon aria-hidden />} aria-label={texts.messageName(name)}>
            {texts.message}
          </Button>
        </>
      );
    case 'theyLikeYou':
      return (
        <>
          <Typography sx={{ width: '100%' }}>{texts.interestedInYou(name)}</Typography>
          {relationship.message && (
            <Typography component="blockquote" sx={{ width: '100%', m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}>
              {relationship.message}
            </Typography>
          )}
          <AnswerInterestButtons interestId={relationship.interestId} senderId={memberId} senderName={name} />
        </>
      );
    case 'interestSent':
      return (
        <Button variant="contained" startIcon={<FavoriteIcon aria-hidden />} disabled>
          {texts.interestSent}
        </Button>
      );
    case 'none':
      return <ShowInterestButton receiverId={memberId} receiverName={name} />;
  }
}
