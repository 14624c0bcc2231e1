import Alert from '@mui/material/Alert';
import { UpgradePlanLink } from './UpgradePlanLink';

interface PlanLimitAlertProps {
  /** The database's own message (docs/plans.md, Limits), shown as it is. */
  message: string;
  /** Before leaving for /pricing (a dialog that should close). */
  onUpgrade?: () => void;
  onClose?: () => void;
}

/** A plan's limit, where it was met: the message and 'Upgrade Plan'. */
export function PlanLimitAlert({ message, onUpgrade, onClose }: PlanLimitAlertProps) {
  return (
    <Alert severity="warning" onClose={onClose} action={<UpgradePlanLink color="inherit" onClick={onUpgrade} />}>
      {message}
    </Alert>
  );
}
