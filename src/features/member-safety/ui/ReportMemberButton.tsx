import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { memberSafetyTexts as texts } from '../config/texts';

const ReportMemberDialog = lazy(() => import('./ReportMemberDialog').then((m) => ({ default: m.ReportMemberDialog })));

interface ReportMemberButtonProps {
  memberId: string;
  memberName: string;
  startIcon?: ReactNode;
  /** After a report that also blocked (e.g. the call window closes: the block ends the call). */
  onBlocked?: () => void;
}

/** 'Report' as a button where a menu does not fit (the call window), with the same dialog as the menu's. */
export function ReportMemberButton({ memberId, memberName, startIcon, onBlocked }: ReportMemberButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" startIcon={startIcon} onClick={() => setOpen(true)}>
        {texts.report}
      </Button>
      <Suspense fallback={null}>
        {open && <ReportMemberDialog memberId={memberId} memberName={memberName} onClose={() => setOpen(false)} onBlocked={onBlocked} />}
      </Suspense>
    </>
  );
}
