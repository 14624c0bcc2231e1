import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ProfileAvatar, VerifiedBadge } from '@/entities/profile';
import { ConversationCoachButton } from '@/features/ai-assistant';
import { StartCallButton } from '@/features/calls/dial';
import { MemberSafetyMenu } from '@/features/member-safety';
import { routes } from '@/shared/config';
import { threadTexts } from '../config/texts';
import type { ThreadPartner } from '../model/use-thread-partner';
import { mirroredInRtl } from '@/shared/ui';

interface ThreadHeaderProps {
  /** The signed-in member (the video call's caller). */
  me: string;
  partnerId: string;
  partner: ThreadPartner;
  online: boolean;
  onBack?: () => void;
}

/**
 * The partner's photo, name and @username (as the conversation list shows them), a dot while they are
 * online, 'Video call' for a match, the conversation coach, their profile, Report, Block and Unmatch (then back to the
 * conversation list), and the way back on small screens.
 */
export function ThreadHeader({ me, partnerId, partner, online, onBack }: ThreadHeaderProps) {
  const navigate = useNavigate();
  const avatar = <ProfileAvatar profile={{ firstName: partner.name, username: partner.name, primaryPhotoUrl: partner.photoUrl }} size={40} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      {onBack && (
        <IconButton aria-label={threadTexts.back} onClick={onBack} edge="start">
          <ArrowBackIcon sx={mirroredInRtl} />
        </IconButton>
      )}
      {online ? (
        <Badge color="success" variant="dot" overlap="circular" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} slotProps={{ badge: { role: 'status', 'aria-label': threadTexts.online } as object }}>
          {avatar}
        </Badge>
      ) : (
        avatar
      )}
      {/* The heading stays the name alone, as the page is found by. Name and username are shown whole at
          every width from 320 px: they wrap, the username on a smaller line below, and where the row is
          too narrow the actions move to a line of their own (MessageThread.test.tsx, e2e/new-member-walk). */}
      <Box sx={{ flex: '1 1 7rem', minWidth: 0 }}>
        <Typography component="h2" variant="h6" translate="no" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {partner.name}
        </Typography>
        {partner.handle && (
          <Typography variant="body2" color="text.secondary" translate="no" sx={{ overflowWrap: 'anywhere' }}>
            {/* Isolated: '@noah' stays one left-to-right word in Arabic (not 'noah@'). */}
            <bdi>{partner.handle}</bdi>
          </Typography>
        )}
        {partner.verified && <VerifiedBadge withLabel />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {partner.matched === true && <StartCallButton me={me} partnerId={partnerId} />}
        <ConversationCoachButton partnerId={partnerId} partnerName={partner.name} />
        <Button component={RouterLink} to={routes.profile(partnerId)} size="small">
          {threadTexts.viewProfile}
        </Button>
        <MemberSafetyMenu
          memberId={partnerId}
          memberName={partner.name}
          matched={partner.matched === true}
          onSeparated={() => void navigate(routes.messages, { replace: true })}
        />
      </Box>
    </Box>
  );
}
