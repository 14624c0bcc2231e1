import { registerTexts as texts } from '../config/texts';
import { RegisterForm } from './RegisterForm';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard } from '@/shared/ui';

// The theme toggle the registration screen has (SPEC §2) is the public header's.
export function RegisterPage() {
  useDocumentTitle(texts.title);
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
      <RegisterForm />
    </AuthCard>
  );
}
