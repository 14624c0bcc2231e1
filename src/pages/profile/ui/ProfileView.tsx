import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ProfileAvatar, ProfileFacts, profileFacts, ProfilePhotoGallery, VerifiedBadge, type PublicProfile } from '@/entities/profile';
import { formatRelativeTime, memberName } from '@/shared/lib';
import { profilePageTexts as texts } from '../config/texts';
import { ChipList } from './ChipList';
import { ProfileSection } from './ProfileSection';

interface ProfileViewProps {
  profile: PublicProfile;
  /** What can be done with this profile: Edit profile on one's own; the interest and Connect on another's. */
  actionSlot?: ReactNode;
  /** Sections after the profile's own (the personality result). */
  children?: ReactNode;
}

/** The full profile: photos, name and age, city, last activity, bio, interests, goals and attributes. */
export function ProfileView({ profile, actionSlot, children }: ProfileViewProps) {
  const name = memberName(profile);
  return (
    <Container component="article" aria-labelledby="profile-name" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        {profile.photos.length > 0 ? (
          <ProfilePhotoGallery photos={profile.photos} name={name} />
        ) : (
          <Box sx={{ aspectRatio: '4 / 5', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 2 }}>
            <ProfileAvatar profile={profile} size={120} />
          </Box>
        )}
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography id="profile-name" component="h1" variant="h4">
              {profile.age === null ? name : texts.nameAge(name, profile.age)}
            </Typography>
            {profile.verified && <VerifiedBadge withLabel />}
            {profile.location && (
              <Typography color="text.secondary" translate="no" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <PlaceIcon fontSize="small" aria-hidden /> {profile.location}
              </Typography>
            )}
            {profile.lastActive && (
              <Typography variant="body2" color="text.secondary">
                {texts.lastActive(formatRelativeTime(profile.lastActive))}
              </Typography>
            )}
          </Stack>
          {actionSlot && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actionSlot}</Box>}
          {profile.bio && (
            <ProfileSection title={texts.about}>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                {profile.bio}
              </Typography>
            </ProfileSection>
          )}
          {profile.interests.length > 0 && (
            <ProfileSection title={texts.interests}>
              <ChipList label={texts.interests} items={profile.interests} />
            </ProfileSection>
          )}
          {profile.relationshipGoals.length > 0 && (
            <ProfileSection title={texts.relationshipGoals}>
              <ChipList label={texts.relationshipGoals} items={profile.relationshipGoals} />
            </ProfileSection>
          )}
          {profileFacts(profile).length > 0 && (
            <ProfileSection title={texts.details}>
              <ProfileFacts profile={profile} />
            </ProfileSection>
          )}
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

