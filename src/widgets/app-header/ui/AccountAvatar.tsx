import Avatar from '@mui/material/Avatar';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetOwnProfileQuery } from '@/entities/profile';
import type { SessionUser } from '@/entities/session';

const SIZE = 34;

/** The member's primary photo (their card photo), or the e-mail's initial until there is one. */
export function AccountAvatar({ user }: { user: SessionUser | null }) {
  const { data: profile } = useGetOwnProfileQuery(user?.id ?? skipToken);
  const photo = profile?.primaryPhotoUrl;
  return (
    <Avatar
      src={photo ?? undefined}
      // The button around it is named "Account menu": the picture adds nothing to read out.
      alt=""
      sx={{ width: SIZE, height: SIZE, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {(user?.email ?? '?').charAt(0).toUpperCase()}
    </Avatar>
  );
}
