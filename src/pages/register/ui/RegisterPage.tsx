import { registerTitle } from '../config/texts';
import { RegisterForm } from './RegisterForm';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard } from '@/shared/ui';

// The theme toggle the registration screen has (SPEC §2) is the public header's.
export function RegisterPage() {
  useDocumentTitle(registerTitle);
  return (
    <AuthCard title={registerTitle} subtitle="Join Ascend to meet people worth meeting.">
      <RegisterForm />
    </AuthCard>
  );
}
