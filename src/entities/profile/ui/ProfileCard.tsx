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
import { VerifiedBadge } from './VerifiedBadge';
import { CARD_PHOTO_WIDTHS, choiceLabel, memberName, photoSources } from '@/shared/lib';
import { memberProfileTexts as texts } from '../config/texts';

/** What a card shows: a public profile, or a discovery feed row, which has these fields too. */
export type ProfileCardProfile = Pick<PublicProfile, 'firstName' | 'username' | 'age' | 'location' | 'interests' | 'primaryPhotoUrl'> &
  Partial<Pick<PublicProfile, 'verified'>>;

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
   * would otherwise take the bandwidth the first screen needs (and which are laid out only as they
   * near the viewport).
   */
  photoPriority?: 'high' | 'eager' | 'lazy';
  /**
   * How wide the photo is on screen (the `sizes` of its srcset), told by the layout that places the
   * card; by default a phone's width, else 400 px.
   */
  photoSizes?: string;
}

// The intrinsic size the photo's box is reserved at before it loads (portraits are 4:5).
const PHOTO_WIDTH = CARD_PHOTO_WIDTHS[0];
const PHOTO_HEIGHT = (PHOTO_WIDTH * 5) / 4;
const DEFAULT_PHOTO_SIZES = '(max-width: 599px) 100vw, 400px';
const CARD = { display: 'flex', flexDirection: 'column' } as const;
// A card beyond the first screen is laid out and painted only as it nears the viewport (its size held
// meanwhile, then remembered): a page of cards costs a phone's main thread the first screen's layout.
// https://developer.mozilla.org/docs/Web/CSS/content-visibility
const OFFSCREEN_CARD = { ...CARD, contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

export function ProfileCard({
  profile,
  actionSlot,
  interestCount = 3,
  sharedInterests = [],
  details,
  photoPriority = 'lazy',
  photoSizes = DEFAULT_PHOTO_SIZES,
}: ProfileCardProps) {
  const headingId = useId();
  const name = memberName(profile);
  const shared = sharedInterests.slice(0, interestCount);
  const interests = profile.interests.filter((interest) => !shared.includes(interest)).slice(0, interestCount - shared.length);
  // A rendering in the card's size (the largest paint of /home), not the uploaded original.
  const photo = profile.primaryPhotoUrl ? photoSources(profile.primaryPhotoUrl, CARD_PHOTO_WIDTHS, photoSizes) : undefined;
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={photoPriority === 'lazy' ? OFFSCREEN_CARD : CARD}>
      {photo ? (
        <CardMedia
          component="img"
          image={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          alt={texts.photoOf(name)}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={photoPriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={photoPriority === 'high' ? 'high' : 'auto'}
          decoding="async"
          // height auto: the width/height attributes give the ratio, the card's width the size.
          sx={{ aspectRatio: '4 / 5', height: 'auto' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '4 / 5', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
          <ProfileAvatar profile={profile} size={96} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {profile.age === null ? name : texts.nameAge(name, profile.age)}
          </Typography>
          {profile.verified && <VerifiedBadge />}
        </Box>
        {profile.location && (
          <Typography variant="body2" color="text.secondary" translate="no" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="small" aria-hidden /> {profile.location}
          </Typography>
        )}
        {details}
        {shared.length > 0 && (
          <Box component="ul" aria-label={texts.sharedInterests} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {shared.map((interest) => (
              <li key={interest}>
                <Chip label={choiceLabel(interest)} size="small" color="primary" />
              </li>
            ))}
          </Box>
        )}
        {interests.length > 0 && (
          <Box component="ul" aria-label={texts.interests} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {interests.map((interest) => (
              <li key={interest}>
                <Chip label={choiceLabel(interest)} size="small" />
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
