import Typography from '@mui/material/Typography';
import { OwnProfileGate } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { NotificationToggles, PushNotificationsSwitch } from '@/features/notification-settings';
import { useAppSelector } from '@/shared/redux';
import { settingsNotificationsTexts as texts } from '../config/texts';

/** Settings → Notifications: this device's notifications, then the toggles, as saved in the member's profile. */
export function NotificationSettings() {
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {texts.lead}
      </Typography>
      <PushNotificationsSwitch />
      <OwnProfileGate me={me} label={texts.loading}>
        {(profile) => <NotificationToggles me={me} settings={profile.notifications} />}
      </OwnProfileGate>
    </>
  );
}
