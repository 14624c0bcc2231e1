import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OwnProfileGate } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { TakeCallsSwitch } from '@/features/calls/availability';
import { PrivacySettingsForm } from '@/features/privacy-settings';
import { routes } from '@/shared/config';
import { withSlots } from '@/shared/i18n';
import { useAppSelector } from '@/shared/redux';
import { settingsPrivacyTexts as texts } from '../config/texts';

/** Settings → Privacy & Security: visibility, online status and video calls (enforced by the database), and the policy. */
export function PrivacySettings() {
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  return (
    <>
      <OwnProfileGate me={me} label={texts.loading}>
        {(profile) => <PrivacySettingsForm me={me} settings={profile} />}
      </OwnProfileGate>
      <TakeCallsSwitch me={me} />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {withSlots(texts.howWeHandle, [
          <Link key="policy" component={RouterLink} to={routes.privacy}>
            {texts.privacyPolicy}
          </Link>,
        ])}
      </Typography>
    </>
  );
}
