import FavoriteIcon from '@mui/icons-material/Favorite';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetPendingInterestCountQuery } from '@/entities/interest';
import { selectSessionUser } from '@/entities/session';
import { MemberSafetyMenu } from '@/features/member-safety';
import { useOpenedOnce } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { appHeaderTexts as texts } from '../config/texts';

// The likes, requests and their tabs load when the dialog first opens, not with every signed-in page.
const LikesDialog = lazy(() => import('@/features/respond-to-interest').then((m) => ({ default: m.LikesDialog })));

/** `?likes` on a member's page opens the dialog: the Likes shortcut and a like's push link to /home?likes (docs/pwa.md). */
const LIKES_PARAM = 'likes';

/**
 * The likes button: its badge counts pending interests received, live; it opens People Interested in
 * You, where each sender can also be reported or blocked. The dialog is also open while the address
 * holds `?likes`; closing it drops the parameter (LikesButton.test.tsx).
 */
export function LikesButton() {
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: pending = 0 } = useGetPendingInterestCountQuery(me ?? skipToken);
  const [clicked, setClicked] = useState(false);
  const [params, setParams] = useSearchParams();
  const open = clicked || params.has(LIKES_PARAM);
  const close = () => {
    setClicked(false);
    if (params.has(LIKES_PARAM))
      setParams(
        (current) => {
          current.delete(LIKES_PARAM);
          return current;
        },
        { replace: true },
      );
  };
  const opened = useOpenedOnce(open);
  // The badge is drawn, not read: the count is part of the button's name.
  const label = texts.likes(pending);
  return (
    <>
      <IconButton color="inherit" aria-label={label} title={label} aria-haspopup="dialog" onClick={() => setClicked(true)}>
        <Badge badgeContent={pending} color="secondary" max={99} aria-hidden>
          <FavoriteIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LikesDialog
            open={open}
            onClose={close}
            memberActions={({ id, name }) => <MemberSafetyMenu memberId={id} memberName={name} size="small" />}
          />
        </Suspense>
      )}
    </>
  );
}
