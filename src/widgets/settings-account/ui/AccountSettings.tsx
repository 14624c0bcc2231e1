import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetSignInMethodsQuery } from '@/entities/session';
import { ChangePasswordForm } from '@/features/change-password';
import { DeleteAccountButton } from '@/features/delete-account';
import { ExportMyDataButton } from '@/features/export-my-data';
import { SettingsPart as Part } from '@/shared/ui';

/** Settings → Account: change password, download my data, delete my account. */
export function AccountSettings() {
  // Until the auth service answers, assume a password: asking for one is the safe side.
  const { data: methods } = useGetSignInMethodsQuery();
  const hasPassword = methods?.password ?? true;
  return (
    <Stack spacing={4}>
      <Part title="Change password">
        {hasPassword ? <ChangePasswordForm /> : <Typography color="text.secondary">You sign in with Google, so there is no password to change.</Typography>}
      </Part>
      <Part title="Download my data" text="A JSON file of everything we hold about you: account, profile, photos, interests and messages.">
        <div>
          <ExportMyDataButton />
        </div>
      </Part>
      <Part title="Delete my account" text="Removes your account, profile, photos, interests and messages for good.">
        <div>
          <DeleteAccountButton requiresPassword={hasPassword} />
        </div>
      </Part>
    </Stack>
  );
}
