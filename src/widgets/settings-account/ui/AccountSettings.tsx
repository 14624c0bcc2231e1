import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetSignInMethodsQuery } from '@/entities/session';
import { ChangePasswordForm } from '@/features/change-password';
import { DeleteAccountButton } from '@/features/delete-account';
import { ExportMyDataButton } from '@/features/export-my-data';
import { SettingsPart as Part } from '@/shared/ui';
import { accountTexts as texts } from '../config/texts';

/** Settings → Account: change password, download my data, delete my account. */
export function AccountSettings() {
  // Until the auth service answers, assume a password: asking for one is the safe side.
  const { data: methods } = useGetSignInMethodsQuery();
  const hasPassword = methods?.password ?? true;
  return (
    <Stack spacing={4}>
      <Part title={texts.changePassword}>
        {hasPassword ? <ChangePasswordForm /> : <Typography color="text.secondary">{texts.noPassword}</Typography>}
      </Part>
      <Part title={texts.downloadTitle} text={texts.downloadText}>
        <div>
          <ExportMyDataButton />
        </div>
      </Part>
      <Part title={texts.deleteTitle} text={texts.deleteText}>
        <div>
          <DeleteAccountButton requiresPassword={hasPassword} />
        </div>
      </Part>
    </Stack>
  );
}
