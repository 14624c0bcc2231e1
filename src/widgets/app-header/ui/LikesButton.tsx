import FavoriteIcon from '@mui/icons-material/Favorite';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { useGetPendingInterestCountQuery } from '@/entities/interest';
import { selectSessionUser } from '@/entities/session';
import { MemberSafetyMenu } from '@/features/member-safety';
import { useOpenedOnce } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';

// The likes, requests and their tabs load when the dialog first opens, not with every signed-in page.
const LikesDialog = lazy(() => import('@/features/respond-to-interest').then((m) => ({ default: m.LikesDialog })));

/**
 * The likes button: its badge counts pending interests received, live; it opens People Interested in
 * You, where each sender can also be reported or blocked.
 */
export function LikesButton() {
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: pending = 0 } = useGetPendingInterestCountQuery(me ?? skipToken);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // The badge is drawn, not read: the count is part of the button's name.
  const label = pending > 0 ? `Likes, ${pending} pending` : 'Likes';
  return (
    <>
      <IconButton color="inherit" aria-label={label} title={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Badge badgeContent={pending} color="secondary" max={99} aria-hidden>
          <FavoriteIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LikesDialog
            open={open}
            onClose={() => setOpen(false)}
            memberActions={({ id, name }) => <MemberSafetyMenu memberId={id} memberName={name} size="small" />}
          />
        </Suspense>
      )}
    </>
  );
}
