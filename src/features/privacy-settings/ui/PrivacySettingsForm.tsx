import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation, type OwnProfile } from '@/entities/profile';
import { settingsTexts } from '@/shared/config';
import { privacyWrite, type PrivacyChange } from '../api/privacy-write';
import { privacyTexts as texts } from '../config/texts';
import { visibilityOptions } from '../config/visibility-options';

interface PrivacySettingsFormProps {
  me: string;
  /** As saved: the own profile's cache, which each change updates at once. */
  settings: Pick<OwnProfile, 'visibility' | 'showOnlineStatus'>;
}

/** Who may see the profile, and whether others see when the member was last active; saved at once. */
export function PrivacySettingsForm({ me, settings }: PrivacySettingsFormProps) {
  const [save] = useUpdateOwnProfileMutation();
  const current = visibilityOptions.find((option) => option.value === settings.visibility);
  const change = (fields: PrivacyChange) =>
    void save(privacyWrite(me, fields))
      .unwrap()
      .catch(() => toast.error(settingsTexts.privacyFailed));
  return (
    // A gap, not Stack's margins: those would reset the switch row's negative margin, which lines the
    // switch up with the radios above and the notification switches.
    <Stack spacing={2} useFlexGap>
      <FormControl>
        <FormLabel id="profile-visibility-label">{texts.visibility}</FormLabel>
        <RadioGroup
          aria-labelledby="profile-visibility-label"
          aria-describedby="profile-visibility-help"
          value={settings.visibility}
          onChange={(event) => change({ visibility: visibilityOptions.find((option) => option.value === event.target.value)?.value })}
        >
          {visibilityOptions.map(({ value, label }) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={texts[label]}
            />
          ))}
        </RadioGroup>
        <FormHelperText id="profile-visibility-help">{current && texts[current.description]}</FormHelperText>
      </FormControl>
      <FormControlLabel
        label={texts.showOnlineStatus}
        control={<Switch checked={settings.showOnlineStatus} onChange={(event) => change({ showOnlineStatus: event.target.checked })} />}
      />
    </Stack>
  );
}
