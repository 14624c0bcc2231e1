import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { distanceLabel, type DiscoveryCard } from '@/entities/discovery-feed';
import { ProfileCard } from '@/entities/profile';
import { MemberSafetyMenu } from '@/features/member-safety';
import { ShowInterestButton } from '@/features/show-interest';
import { routes } from '@/shared/config';
import { memberName } from '@/shared/lib';
import { CARD_PHOTO_SIZES, FIRST_SCREEN_CARDS } from '../config/card-layout';
import { profileGridTexts } from '../config/texts';

interface DiscoveryGridCardProps {
  card: DiscoveryCard;
  /** AI Assist for this profile, given by the page. */
  aiAssist?: ReactNode;
  /** Where the card is in the feed: the first screen's photos load first (ProfileCard's photoPriority). */
  position: number;
}

/** One profile of the feed with its actions: AI Assist, Show Interest and View Profile (SPEC §2), then Report and Block. */
export function DiscoveryGridCard({ card, aiAssist, position }: DiscoveryGridCardProps) {
  const name = memberName(card);
  return (
    <ProfileCard
      profile={card}
      sharedInterests={card.sharedInterests}
      photoPriority={position === 0 ? 'high' : position < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
      photoSizes={CARD_PHOTO_SIZES}
      details={
        (card.distanceMiles !== null || card.likedMe) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {card.distanceMiles !== null && (
              <Typography variant="body2" color="text.secondary">
                {distanceLabel(card.distanceMiles)}
              </Typography>
            )}
            {/* Every plan sees it on the card: she can answer a like she meets here (docs/plans.md). */}
            {card.likedMe && <Chip label={profileGridTexts.likedYou} color="secondary" size="small" />}
          </Stack>
        )
      }
      actionSlot={
        <>
          {aiAssist}
          <ShowInterestButton receiverId={card.id} receiverName={name} size="small" />
          <Button component={RouterLink} to={routes.profile(card.id)} size="small" aria-label={profileGridTexts.viewProfileOf(name)}>
            {profileGridTexts.viewProfile}
          </Button>
          <MemberSafetyMenu memberId={card.id} memberName={name} size="small" />
        </>
      }
    />
  );
}
