import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation, type NotificationSettings } from '@/entities/profile';
import { settingsTexts } from '@/shared/config';
import { notificationWrite } from '../api/notification-write';
import { notificationToggles, type NotificationSetting } from '../config/notification-toggles';

interface NotificationTogglesProps {
  me: string;
  /** As saved: the own profile's cache, which each change updates at once. */
  settings: NotificationSettings;
}

/** The five notification toggles; each change is saved at once and undone if the save fails. */
export function NotificationToggles({ me, settings }: NotificationTogglesProps) {
  const [save] = useUpdateOwnProfileMutation();
  const change = (setting: NotificationSetting, enabled: boolean) =>
    save(notificationWrite(me, settings, setting, enabled))
      .unwrap()
      .catch(() => toast.error(settingsTexts.notificationsFailed));
  return (
    <FormGroup>
      {notificationToggles.map(({ setting, label }) => (
        <FormControlLabel
          key={setting}
          label={label}
          control={<Switch checked={settings[setting]} onChange={(event) => void change(setting, event.target.checked)} />}
        />
      ))}
    </FormGroup>
  );
}
