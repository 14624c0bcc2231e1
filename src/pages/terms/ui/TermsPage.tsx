import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { ArticlePage, BackLink } from '@/shared/ui';
import { termsSections } from '../config/terms';
import { termsTexts } from '../config/texts';

export function TermsPage() {
  useDocumentTitle(termsTexts.title);
  return (
    <ArticlePage
      title={termsTexts.title}
      intro={termsTexts.intro}
      sections={termsSections()}
      backSlot={<BackLink to={routes.register} label={termsTexts.back} />}
    />
  );
}
