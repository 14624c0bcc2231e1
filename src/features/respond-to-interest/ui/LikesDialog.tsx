import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { selectSessionUser } from '@/entities/session';
import { useAppSelector } from '@/shared/redux';
import type { MemberActions } from './LikeItem';
import { LikesList } from './LikesList';

interface LikesDialogProps {
  open: boolean;
  onClose: () => void;
  /** More for each sender (Report, Block), from the widget that opens the dialog. */
  memberActions?: MemberActions;
}

/** The People Interested in You modal (SPEC §2 Home): pending likes, each to accept or reject. */
export function LikesDialog({ open, onClose, memberActions }: LikesDialogProps) {
  const titleId = useId();
  const me = useAppSelector(selectSessionUser)?.id;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        People Interested in You
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{me && <LikesList me={me} onLeave={onClose} memberActions={memberActions} />}</DialogContent>
    </Dialog>
  );
}
