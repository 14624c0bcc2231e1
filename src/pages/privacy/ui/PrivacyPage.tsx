import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { ArticlePage, BackLink } from '@/shared/ui';
import { privacyIntro, privacySections } from '../config/privacy';

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <ArticlePage
      title="Privacy Policy"
      intro={privacyIntro}
      sections={privacySections}
      backSlot={<BackLink to={routes.register} label="Back to registration" />}
    />
  );
}
