import Alert from '@mui/material/Alert';
import { UpgradePlanLink, useEntitlement } from '@/entities/plan';
import { supportTexts as texts } from '../config/texts';

/**
 * Whether her requests come first: her plan's 'priority_support', read from the catalogue as the
 * database reads it when she sends one (it marks the request, not this note).
 */
export function PriorityNote({ me }: { me: string }) {
  const { entitled, includedIn } = useEntitlement(me, 'priority_support');
  if (entitled === undefined || (!entitled && !includedIn)) return null;
  return entitled ? (
    // A note about the page, not news: no alert role for screen readers to interrupt with.
    <Alert severity="success" role="note">
      {texts.priorityIncluded}
    </Alert>
  ) : (
    <Alert severity="info" role="note" action={<UpgradePlanLink />}>
      {texts.priorityOffered(includedIn)}
    </Alert>
  );
}
