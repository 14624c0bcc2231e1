import { selectSessionLoading } from '@/entities/session';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { AuthCard, FullPageSpinner } from '@/shared/ui';
import { loginTexts as texts } from '../config/texts';
import { SignInForm } from './SignInForm';

export function LoginPage() {
  useDocumentTitle(texts.documentTitle);
  // Until supabase-js has read the stored session, a session may still turn up (a reload, a token
  // refresh after a long absence) and send the browser to /home, throwing away whatever was typed.
  // The form appears once that is settled, so what is typed into it stays.
  const sessionLoading = useAppSelector(selectSessionLoading);
  if (sessionLoading) return <FullPageSpinner label={texts.loadingSession} />;
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
      <SignInForm />
    </AuthCard>
  );
}
