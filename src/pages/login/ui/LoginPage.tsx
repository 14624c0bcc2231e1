import { SignInForm } from './SignInForm';
import { AuthCard } from '@/shared/ui';

export function LoginPage() {
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your matches and messages.">
      <SignInForm />
    </AuthCard>
  );
}
