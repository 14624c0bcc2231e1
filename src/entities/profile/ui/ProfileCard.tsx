import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { PublicProfile } from '../model/profile';
import { ProfileAvatar } from './ProfileAvatar';
import { memberName } from '@/shared/lib';

/** What a card shows: a public profile, or a discovery feed row, which has these fields too. */
export type ProfileCardProfile = Pick<PublicProfile, 'firstName' | 'username' | 'age' | 'location' | 'interests' | 'primaryPhotoUrl'>;

interface ProfileCardProps {
  profile: ProfileCardProfile;
  /** The actions, filled in by the widget that shows the card (Show Interest, View Profile...). */
  actionSlot?: ReactNode;
  /** How many interests the card shows, shared ones included. */
  interestCount?: number;
  /** Interests the viewer shares with this member: shown first and highlighted. */
  sharedInterests?: readonly string[];
  /** A line under the location, e.g. the distance. */
  details?: ReactNode;
  /**
   * How soon the photo loads: 'high' for the first card of a list (the page's largest paint),
   * 'eager' for the others likely on the first screen, 'lazy' (the default) for the rest, which
   * would otherwise take the bandwidth the first screen needs.
   */
  photoPriority?: 'high' | 'eager' | 'lazy';
}

export function ProfileCard({ profile, actionSlot, interestCount = 3, sharedInterests = [], details, photoPriority = 'lazy' }: ProfileCardProps) {
  const headingId = useId();
  const name = memberName(profile);
  const shared = sharedInterests.slice(0, interestCount);
  const interests = profile.interests.filter((interest) => !shared.includes(interest)).slice(0, interestCount - shared.length);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      {profile.primaryPhotoUrl ? (
        <CardMedia
          component="img"
          image={profile.primaryPhotoUrl}
          alt={`Photo of ${name}`}
          loading={photoPriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={photoPriority === 'high' ? 'high' : 'auto'}
          decoding="async"
          sx={{ aspectRatio: '4 / 5' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '4 / 5', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
          <ProfileAvatar profile={profile} size={96} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {profile.age === null ? name : `${name}, ${profile.age}`}
        </Typography>
        {profile.location && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="small" aria-hidden /> {profile.location}
          </Typography>
        )}
        {details}
        {shared.length > 0 && (
          <Box component="ul" aria-label="Shared interests" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {shared.map((interest) => (
              <li key={interest}>
                <Chip label={interest} size="small" color="primary" />
              </li>
            ))}
          </Box>
        )}
        {interests.length > 0 && (
          <Box component="ul" aria-label="Interests" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {interests.map((interest) => (
              <li key={interest}>
                <Chip label={interest} size="small" />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      {/* Three actions do not fit a narrow card on one line: they wrap whole, never inside a label. */}
      {actionSlot && (
        <CardActions disableSpacing sx={{ mt: 'auto', flexWrap: 'wrap', gap: 0.5, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {actionSlot}
        </CardActions>
      )}
    </Card>
  );
}
