import { selectSessionLoading } from '@/entities/session';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { AuthCard, FullPageSpinner } from '@/shared/ui';
import { SignInForm } from './SignInForm';

export function LoginPage() {
  useDocumentTitle('Sign in');
  // Until supabase-js has read the stored session, a session may still turn up (a reload, a token
  // refresh after a long absence) and send the browser to /home, throwing away whatever was typed.
  // The form appears once that is settled, so what is typed into it stays.
  const sessionLoading = useAppSelector(selectSessionLoading);
  if (sessionLoading) return <FullPageSpinner label="Loading your session" />;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your matches and messages.">
      <SignInForm />
    </AuthCard>
  );
}
