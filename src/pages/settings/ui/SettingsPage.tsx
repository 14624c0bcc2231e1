import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfirmCheckoutReturn } from '@/features/checkout';
import { BlockedMembers } from '@/features/member-safety';
import { SignOutButton } from '@/features/sign-out';
import { selectSessionUser } from '@/entities/session';
import { languageTexts } from '@/shared/i18n';
import { useAppSelector } from '@/shared/redux';
import { useDocumentTitle } from '@/shared/lib';
import { AccountSettings } from '@/widgets/settings-account';
import { NotificationSettings } from '@/widgets/settings-notifications';
import { PrivacySettings } from '@/widgets/settings-privacy';
import { ProfileSettings } from '@/widgets/settings-profile';
import { SecuritySettings } from '@/widgets/settings-security';
import { SubscriptionSettings } from '@/widgets/settings-subscription';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { settingsPageTexts as texts } from '../config/texts';
import { LanguageSettings } from './LanguageSettings';
import { SettingsSection } from './SettingsSection';

/** SPEC §2 Settings, top to bottom, with the account actions the Terms promise. */
export function SettingsPage() {
  useDocumentTitle(texts.title);
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  useScrollToHash();
  // Back from the payment page: the payment is confirmed here, where the plan is shown.
  useConfirmCheckoutReturn();
  return (
    <Container component="section" aria-labelledby="settings-title" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="settings-title" component="h1" variant="h4" sx={{ mb: 3 }}>
        {texts.title}
      </Typography>
      <Stack spacing={3}>
        <SettingsSection id="profile" title={texts.profile}>
          <ProfileSettings />
        </SettingsSection>
        <SettingsSection id="subscription" title={texts.subscription}>
          <SubscriptionSettings />
        </SettingsSection>
        <SettingsSection id="notifications" title={texts.notifications}>
          <NotificationSettings />
        </SettingsSection>
        <SettingsSection id="privacy" title={texts.privacy}>
          <PrivacySettings />
        </SettingsSection>
        {/* Two-step sign-in and sessions; the server's mails about sign-in methods link to #security. */}
        <SettingsSection id="security" title={texts.security}>
          <SecuritySettings />
        </SettingsSection>
        <SettingsSection id="blocked" title={texts.blocked}>
          <BlockedMembers />
        </SettingsSection>
        <SettingsSection id="language" title={languageTexts.sectionTitle}>
          <LanguageSettings me={me} />
        </SettingsSection>
        <SettingsSection id="account" title={texts.account}>
          <AccountSettings />
        </SettingsSection>
        <div>
          <SignOutButton />
        </div>
      </Stack>
    </Container>
  );
}
