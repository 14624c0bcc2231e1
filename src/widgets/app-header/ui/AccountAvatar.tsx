import Avatar from '@mui/material/Avatar';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetOwnProfileQuery } from '@/entities/profile';
import type { SessionUser } from '@/entities/session';
import { AVATAR_PHOTO_WIDTHS, photoSources } from '@/shared/lib';

const SIZE = 34;

/** The member's primary photo (their card photo), or the e-mail's initial until there is one. */
export function AccountAvatar({ user }: { user: SessionUser | null }) {
  const { data: profile } = useGetOwnProfileQuery(user?.id ?? skipToken);
  const photo = profile?.primaryPhotoUrl;
  // On every signed-in page: a small rendering, not the uploaded original.
  const sources = photo ? photoSources(photo, AVATAR_PHOTO_WIDTHS, `${SIZE}px`) : undefined;
  return (
    <Avatar
      src={sources?.src}
      srcSet={sources?.srcSet}
      sizes={sources?.sizes}
      // The button around it is named "Account menu": the picture adds nothing to read out.
      alt=""
      sx={{ width: SIZE, height: SIZE, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {(user?.email ?? '?').charAt(0).toUpperCase()}
    </Avatar>
  );
}
