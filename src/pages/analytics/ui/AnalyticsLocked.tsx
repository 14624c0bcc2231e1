import Alert from '@mui/material/Alert';
import { UpgradePlanLink } from '@/entities/plan';
import { analyticsTexts as texts } from '../config/texts';

/** For a plan without analytics (an ended Elite plan too; her history is kept for when she upgrades). */
export function AnalyticsLocked({ includedIn }: { includedIn: string }) {
  return (
    <Alert severity="info" action={<UpgradePlanLink variant="contained" />}>
      {texts.planRequired(includedIn)}
    </Alert>
  );
}
