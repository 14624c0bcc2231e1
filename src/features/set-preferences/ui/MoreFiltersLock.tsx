import Alert from '@mui/material/Alert';
import { UpgradePlanLink } from '@/entities/plan';
import { preferencesTexts } from '../config/texts';

/** Why the filters below are locked, the plans that include them, and 'Upgrade Plan' (closing the modal). */
export function MoreFiltersLock({ includedIn, onUpgrade }: { includedIn: string; onUpgrade: () => void }) {
  return (
    <Alert severity="info" action={<UpgradePlanLink color="inherit" onClick={onUpgrade} />}>
      {includedIn ? preferencesTexts.moreFiltersLocked(includedIn) : preferencesTexts.moreFiltersLockedHigherPlan}
    </Alert>
  );
}
