import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pushTexts } from '../config/push-texts';
import { usePushNotifications } from '../model/use-push-notifications';

/**
 * 'Turn on notifications' for this device: Web Push where the browser and server have it, so she
 * hears of a match or a message with Ascend closed; otherwise the browser's notifications while a
 * tab is open. Shown on /notifications and in Settings → Notifications.
 */
export function PushNotificationsSwitch() {
  const { state, busy, pushAvailable, turnOn, turnOff } = usePushNotifications();
  if (state === 'checking' || state === 'unsupported') return null;
  if (state === 'blocked') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {pushTexts.blocked}
      </Typography>
    );
  }
  if (state === 'on') {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2">{pushTexts.on}</Typography>
        {pushAvailable && (
          <Button size="small" onClick={() => void turnOff()} disabled={busy}>
            {pushTexts.turnOff}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5, mb: 2 }}>
      <Button variant="outlined" onClick={() => void turnOn()} disabled={busy}>
        {pushTexts.turnOn}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {pushTexts.offHint}
      </Typography>
    </Stack>
  );
}
