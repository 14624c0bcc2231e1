import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useGenerateRecoveryCodesMutation, useRemoveAuthFactorMutation, type TotpEnrollment } from '@/entities/auth-factor';
import { securityTexts as t } from '../config/texts';
import { NameStep } from './NameStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { ScanStep } from './ScanStep';

interface AddAuthenticatorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Her first app: a set of recovery codes is made and shown once it is confirmed. */
  first: boolean;
}

type Stage = { step: 'name' } | { step: 'scan'; enrollment: TotpEnrollment } | { step: 'codes'; codes: string[] };

/** Name it, scan it (or type the key), confirm with its first code; for a first app, the recovery codes. */
export function AddAuthenticatorDialog({ open, onClose, first }: AddAuthenticatorDialogProps) {
  const [stage, setStage] = useState<Stage>({ step: 'name' });
  const [removeFactor] = useRemoveAuthFactorMutation();
  const [generateCodes, { reset: forgetCodes }] = useGenerateRecoveryCodesMutation();

  const finish = () => {
    setStage({ step: 'name' });
    onClose();
  };
  const cancel = () => {
    // An app never confirmed would wait on the account until the server drops it: remove it now.
    if (stage.step === 'scan') void removeFactor(stage.enrollment.factorId);
    finish();
  };
  const onConfirmed = async () => {
    toast.success(t.added);
    if (!first) return finish();
    try {
      setStage({ step: 'codes', codes: await generateCodes().unwrap() });
      // Shown from the dialog's state only: the store keeps no copy of the codes.
      forgetCodes();
    } catch {
      toast.error(t.generateFailed);
      finish();
    }
  };

  const cancelButton = <Button onClick={cancel}>{t.cancel}</Button>;
  return (
    // The codes close only by 'I have saved them': a stray click outside must not lose them.
    <Dialog open={open} onClose={stage.step === 'codes' ? undefined : cancel} aria-labelledby="add-app-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-app-title">{stage.step === 'codes' ? t.shownOnceTitle : t.addTitle}</DialogTitle>
      <DialogContent>
        {stage.step === 'name' && <NameStep onEnrolled={(enrollment) => setStage({ step: 'scan', enrollment })} cancel={cancelButton} />}
        {stage.step === 'scan' && <ScanStep enrollment={stage.enrollment} onConfirmed={() => void onConfirmed()} cancel={cancelButton} />}
        {stage.step === 'codes' && <RecoveryCodesStep codes={stage.codes} onDone={finish} />}
      </DialogContent>
    </Dialog>
  );
}
