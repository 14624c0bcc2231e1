import Avatar from '@mui/material/Avatar';
import type { PublicProfile } from '../model/profile';
import { AVATAR_PHOTO_WIDTHS, memberName, photoSources } from '@/shared/lib';

interface ProfileAvatarProps {
  profile: Pick<PublicProfile, 'firstName' | 'username' | 'primaryPhotoUrl'>;
  /** Width and height in pixels. */
  size?: number;
}

/** The primary photo in a circle, or the name's initial when there is no photo. */
export function ProfileAvatar({ profile, size = 40 }: ProfileAvatarProps) {
  const name = memberName(profile);
  const photo = profile.primaryPhotoUrl;
  // Lists show dozens of these: a small rendering each, not the uploaded original.
  const sources = photo ? photoSources(photo, AVATAR_PHOTO_WIDTHS, `${size}px`) : undefined;
  return (
    <Avatar
      src={sources?.src}
      srcSet={sources?.srcSet}
      sizes={sources?.sizes}
      alt={name}
      // A name, in any language (docs/i18n.md, Checks).
      translate="no"
      // Without a photo the initial stands for the person, so it is named like the photo would be.
      role={photo ? undefined : 'img'}
      aria-label={photo ? undefined : name}
      sx={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
