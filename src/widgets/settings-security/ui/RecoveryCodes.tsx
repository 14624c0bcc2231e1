import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useGenerateRecoveryCodesMutation, useGetRecoveryCodesLeftQuery, useStepUp } from '@/entities/auth-factor';
import { securityTexts as t } from '../config/texts';
import { RecoveryCodesStep } from './RecoveryCodesStep';

/** How many recovery codes are left, and a new set (shown once; the old set stops working). */
export function RecoveryCodes() {
  const { data: left } = useGetRecoveryCodesLeftQuery();
  const [generate, { isLoading, reset }] = useGenerateRecoveryCodesMutation();
  const { requireCode, stepUpDialog } = useStepUp();
  const [codes, setCodes] = useState<string[]>();
  const onGenerate = async () => {
    if (!(await requireCode())) return;
    try {
      setCodes(await generate().unwrap());
      // Shown from this component's state only: the store keeps no copy of the codes.
      reset();
    } catch {
      toast.error(t.generateFailed);
    }
  };
  return (
    <>
      {left !== undefined && <Typography>{t.codesLeft(left)}</Typography>}
      <div>
        <Button variant="outlined" onClick={() => void onGenerate()} disabled={isLoading}>
          {isLoading ? t.generating : t.generate}
        </Button>
      </div>
      <Dialog open={codes !== undefined} aria-labelledby="recovery-codes-title" fullWidth maxWidth="sm">
        <DialogTitle id="recovery-codes-title">{t.shownOnceTitle}</DialogTitle>
        <DialogContent>{codes && <RecoveryCodesStep codes={codes} onDone={() => setCodes(undefined)} />}</DialogContent>
      </Dialog>
      {stepUpDialog}
    </>
  );
}
