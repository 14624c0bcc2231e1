import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { ArticlePage, BackLink } from '@/shared/ui';
import { privacySections } from '../config/privacy';
import { privacyPolicyTexts } from '../config/texts';

export function PrivacyPage() {
  useDocumentTitle(privacyPolicyTexts.title);
  return (
    <ArticlePage
      title={privacyPolicyTexts.title}
      intro={privacyPolicyTexts.intro}
      sections={privacySections()}
      backSlot={<BackLink to={routes.register} label={privacyPolicyTexts.back} />}
    />
  );
}
