import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eventTexts as texts, useCancelRsvpMutation, useRsvpEventMutation, type MemberEvent } from '@/entities/event';
import { UpgradePlanLink, useEntitlement } from '@/entities/plan';
import { isPlanLimitError } from '@/shared/api';

/**
 * RSVP or Cancel RSVP. On a plan without events the lock names the plans; a full event says so. The
 * database decides (rsvp_event): its refusal (full meanwhile, a plan that ended) is shown as it says it.
 */
export function RsvpControls({ event, me }: { event: MemberEvent; me: string }) {
  const { entitled, includedIn } = useEntitlement(me, 'events');
  const [rsvp, rsvpState] = useRsvpEventMutation();
  const [cancel, cancelState] = useCancelRsvpMutation();
  const busy = rsvpState.isLoading || cancelState.isLoading;
  const error = rsvpState.error ?? cancelState.error;
  const message = (error as { message?: string } | undefined)?.message;
  const locked = !event.attending && (entitled === false || isPlanLimitError(rsvpState.error));

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      {event.attending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{texts.youAreGoing}</Typography>
          <Button variant="outlined" disabled={busy} onClick={() => void cancel(event.id)}>
            {texts.cancelRsvp}
          </Button>
        </Stack>
      ) : locked ? (
        <Alert severity="info" action={<UpgradePlanLink variant="contained" />}>
          {texts.planRequired(includedIn)}
        </Alert>
      ) : (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={busy || event.seatsLeft === 0} onClick={() => void rsvp(event.id)}>
          {event.seatsLeft === 0 ? texts.full : texts.rsvp}
        </Button>
      )}
      {message && !locked && <Alert severity="error">{message}</Alert>}
    </Stack>
  );
}
