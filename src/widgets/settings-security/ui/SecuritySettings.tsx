import Stack from '@mui/material/Stack';
import { useGetAuthFactorsQuery } from '@/entities/auth-factor';
import { SignOutOtherDevicesButton } from '@/features/sign-out';
import { RetryAlert, SettingsPart as Part } from '@/shared/ui';
import { securityTexts as t } from '../config/texts';
import { passkeyTexts } from '@/entities/passkey';
import { AuthenticatorApps } from './AuthenticatorApps';
import { Passkeys } from './Passkeys';
import { RecoveryCodes } from './RecoveryCodes';

/** Settings → Security: the authenticator app (two-step sign-in), recovery codes, passkeys, other devices. */
export function SecuritySettings() {
  const { data: factors, isError, refetch } = useGetAuthFactorsQuery();
  const twoStepOn = factors?.some((factor) => factor.verified) ?? false;
  return (
    <Stack spacing={4}>
      <Part title={t.appTitle} text={t.appIntro}>
        {isError ? <RetryAlert message={t.loadFailed} onRetry={() => void refetch()} /> : factors && <AuthenticatorApps factors={factors} />}
      </Part>
      {twoStepOn && (
        <Part title={t.codesTitle} text={t.codesIntro}>
          <RecoveryCodes />
        </Part>
      )}
      <Part title={passkeyTexts.title} text={passkeyTexts.intro}>
        <Passkeys />
      </Part>
      <Part title={t.devicesTitle} text={t.devicesIntro}>
        <div>
          <SignOutOtherDevicesButton />
        </div>
      </Part>
    </Stack>
  );
}
