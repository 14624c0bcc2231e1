import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { ArticlePage, BackLink } from '@/shared/ui';
import { termsIntro, termsSections } from '../config/terms';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <ArticlePage
      title="Terms of Service"
      intro={termsIntro}
      sections={termsSections}
      backSlot={<BackLink to={routes.register} label="Back to registration" />}
    />
  );
}
