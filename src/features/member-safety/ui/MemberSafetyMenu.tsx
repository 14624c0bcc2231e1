import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '@/shared/lib';
import { memberSafetyTexts as texts } from '../config/texts';

// The menu is on every card; its dialogs (a form, for the report) load when one is chosen.
const ReportMemberDialog = lazy(() => import('./ReportMemberDialog').then((m) => ({ default: m.ReportMemberDialog })));
const SeparateMemberDialog = lazy(() => import('./SeparateMemberDialog').then((m) => ({ default: m.SeparateMemberDialog })));

interface MemberSafetyMenuProps {
  memberId: string;
  memberName: string;
  /** Offer Unmatch: only a match can be ended. */
  matched?: boolean;
  /** After a block or an unmatch: e.g. leave the member's profile or thread. */
  onSeparated?: () => void;
  size?: 'small' | 'medium';
}

type Open = 'report' | 'block' | 'unmatch' | null;

/** 'More actions for Ava': Report, Block, and Unmatch for a match, each behind its dialog. */
export function MemberSafetyMenu({ memberId, memberName, matched = false, onSeparated, size = 'medium' }: MemberSafetyMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const choose = (dialog: Open) => {
    setAnchor(null);
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  // Every card of the feed has this menu: it is drawn when first opened, not twenty times with the page.
  const menuOpenedOnce = useOpenedOnce(anchor !== null);
  return (
    <>
      <IconButton aria-label={texts.menu(memberName)} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} size={size}>
        <MoreVertIcon fontSize={size === 'small' ? 'small' : 'medium'} />
      </IconButton>
      {menuOpenedOnce && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => choose('report')}>{texts.report}</MenuItem>
          <MenuItem onClick={() => choose('block')}>{texts.block}</MenuItem>
          {matched && <MenuItem onClick={() => choose('unmatch')}>{texts.unmatch}</MenuItem>}
        </Menu>
      )}
      <Suspense fallback={null}>
        {open === 'report' && <ReportMemberDialog memberId={memberId} memberName={memberName} onClose={close} onBlocked={onSeparated} />}
        {(open === 'block' || open === 'unmatch') && (
          <SeparateMemberDialog action={open} memberId={memberId} memberName={memberName} onClose={close} onDone={onSeparated} />
        )}
      </Suspense>
    </>
  );
}
