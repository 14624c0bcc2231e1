import { routes } from '@/shared/config';
import { ArticlePage, BackLink } from '@/shared/ui';
import { privacyIntro, privacySections } from '../config/privacy';

export function PrivacyPage() {
  return (
    <ArticlePage
      title="Privacy Policy"
      intro={privacyIntro}
      sections={privacySections}
      backSlot={<BackLink to={routes.register} label="Back to registration" />}
    />
  );
}
