import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { selectSessionUser } from '@/entities/session';
import { useAppSelector } from '@/shared/redux';
import { respondToInterestTexts as texts } from '../config/texts';
import type { MemberActions } from './LikeItem';
import { ConnectionRequestsList } from './ConnectionRequestsList';
import { LikesList } from './LikesList';
import { SentList } from './SentList';

type Shown = 'likes' | 'received' | 'sent';

interface LikesDialogProps {
  open: boolean;
  onClose: () => void;
  /** More for each sender (Report, Block), from the widget that opens the dialog. */
  memberActions?: MemberActions;
}

/**
 * The People Interested in You modal (SPEC §2 Home): pending likes, each to accept or reject; beside
 * them the connection requests, hers to accept or decline, and what she sent: her likes still
 * waiting (each to withdraw) and her connection requests.
 */
export function LikesDialog({ open, onClose, memberActions }: LikesDialogProps) {
  const titleId = useId();
  const me = useAppSelector(selectSessionUser)?.id;
  const [shown, setShown] = useState<Shown>('likes');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {texts.dialogTitle}
      </DialogTitle>
      <IconButton aria-label={texts.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Tabs value={shown} onChange={(_event, next: Shown) => setShown(next)} aria-label={texts.whatToShow} variant="fullWidth">
        <Tab value="likes" label={texts.likesTab} />
        <Tab value="received" label={texts.requestsTab} />
        <Tab value="sent" label={texts.sentTab} />
      </Tabs>
      <DialogContent dividers>
        {me && shown === 'likes' && <LikesList me={me} onLeave={onClose} memberActions={memberActions} />}
        {me && shown === 'received' && <ConnectionRequestsList me={me} direction="received" onLeave={onClose} />}
        {me && shown === 'sent' && <SentList me={me} onLeave={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
