import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Fragment } from 'react';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation, type NotificationSettings } from '@/entities/profile';
import { settingsTexts } from '@/shared/config';
import { notificationWrite } from '../api/notification-write';
import { notificationToggles, type NotificationSetting } from '../config/notification-toggles';
import { toggleDescription, toggleTexts } from '../config/toggle-texts';

interface NotificationTogglesProps {
  me: string;
  /** As saved: the own profile's cache, which each change updates at once. */
  settings: NotificationSettings;
}

/** The notification toggles; each change is saved at once and undone if the save fails. */
export function NotificationToggles({ me, settings }: NotificationTogglesProps) {
  const [save] = useUpdateOwnProfileMutation();
  const change = (setting: NotificationSetting, enabled: boolean) =>
    save(notificationWrite(me, settings, setting, enabled))
      .unwrap()
      .catch(() => toast.error(settingsTexts.notificationsFailed));
  return (
    <FormGroup>
      {notificationToggles.map(({ setting }) => {
        const description = toggleDescription(setting);
        const descriptionId = description ? `notification-${setting}-description` : undefined;
        return (
          <Fragment key={setting}>
            <FormControlLabel
              label={toggleTexts.label[setting]}
              control={
                <Switch
                  checked={settings[setting]}
                  onChange={(event) => void change(setting, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': descriptionId } }}
                />
              }
            />
            {description && (
              // Under the label, aligned with its text rather than the switch.
              <FormHelperText id={descriptionId} sx={{ mt: -0.5, mb: 1, ml: 7 }}>
                {description}
              </FormHelperText>
            )}
          </Fragment>
        );
      })}
    </FormGroup>
  );
}
